// A child process for the durability test: writes rows in bursts of overlapping transactions
// (so they share group commits) and prints the key of each once its transaction has answered,
// until it is killed.

import { openSqlite } from '../db/sqlite';
import { settings } from '../db/tables';

const BURST = 8;
const file = process.argv[2];
if (!file) throw new Error('usage: writer <db file>');
const database = openSqlite(file, 5000);
for (let i = 0; ; i += BURST) {
  await Promise.all(
    Array.from({ length: BURST }, async (_, j) => {
      const Key = `durable-${i + j}`;
      await database.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values({ Key, Value: JSON.stringify('x'.repeat(2000)), ModificationDate: 'now' });
      });
      process.stdout.write(`${Key}\n`);
    }),
  );
}
