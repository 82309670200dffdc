// A child process for the durability test: writes rows one transaction at a time and prints the
// key of each after its commit returns, until it is killed.
import { openDatabase } from '../db/client';
import { settings } from '../db/schema';
import { writeTx } from '../db/tx';

const file = process.argv[2];
if (!file) throw new Error('usage: writer <db file>');
const { db } = openDatabase(file, 5000);
for (let i = 0; ; i++) {
  const Key = `durable-${i}`;
  writeTx(db, (tx) =>
    tx
      .insert(settings)
      .values({ Key, Value: JSON.stringify('x'.repeat(2000)), ModificationDate: 'now' })
      .run(),
  );
  process.stdout.write(`${Key}\n`);
}
