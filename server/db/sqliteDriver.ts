// The SQLite driver for this Node. better-sqlite3 13 (its Node-API build) needs Node 22 or newer;
// better-sqlite3 12 runs on Node 20 but aborts the process on Node 24 when a statement is garbage
// collected (its destructor reaches Node's environment from a background GC). package.json holds
// 12 as `better-sqlite3` and 13 as the optional `better-sqlite3-napi`, which npm installs only
// where its engines allow: 13 wherever it is installed, 12 otherwise. The API is the same.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const NODE_API_FROM_MAJOR = 22;

type Driver = typeof BetterSqlite3;

const require = createRequire(import.meta.url);

function nodeApiDriver(): Driver | null {
  if (Number(process.versions.node.split('.')[0]) < NODE_API_FROM_MAJOR) return null;
  try {
    return require('better-sqlite3-napi') as Driver;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

const nodeApi = nodeApiDriver();

/** better-sqlite3's Database constructor for this Node. */
export const BetterSqlite: Driver = nodeApi ?? (require('better-sqlite3') as Driver);

/** Which build is in use, for the start-up line and the bench's versions. */
export const sqliteDriverName: string = `better-sqlite3 ${
  (
    require(nodeApi ? 'better-sqlite3-napi/package.json' : 'better-sqlite3/package.json') as {
      version: string;
    }
  ).version
}`;

/** The connection type, the same for both builds. */
export type SqliteConnection = BetterSqlite3.Database;
