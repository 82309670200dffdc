// A child process for the durability test: writes rows one transaction at a time and prints the
// key of each after its commit returns, until it is killed.

import { openSqlite } from '../db/sqlite';
import { settings } from '../db/tables';

const file = process.argv[2];
if (!file) throw new Error('usage: writer <db file>');
const database = openSqlite(file, 5000);
for (let i = 0; ; i++) {
  const Key = `durable-${i}`;
  await database.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ Key, Value: JSON.stringify('x'.repeat(2000)), ModificationDate: 'now' });
  });
  process.stdout.write(`${Key}\n`);
}
