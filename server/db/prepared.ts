// Prepared statements belong to the connection they were built on: `preparedOn` builds one per
// handle it is given, so a statement only ever runs on its own connection (the reader's, or
// the writer's inside its transaction).
import type { Db } from './database';

export function preparedOn<S>(build: (db: Db) => S): (handle: Db) => S {
  const built = new WeakMap<Db, S>();
  return (handle) => {
    let statement = built.get(handle);
    if (statement === undefined) {
      statement = build(handle);
      built.set(handle, statement);
    }
    return statement;
  };
}
