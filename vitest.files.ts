// Which test files run in which part of `npm test` (vitest.config.ts, vitest.pg.config.ts).

/** Every server-side test file; the lists below are taken out of it where they do not belong. */
export const SERVER_FILES = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Server-side files that never start a server, open a database or run a migration: pure logic.
 * They run once, in the unit part, with the client and shared tests: the engine makes no difference.
 */
export const PURE_SERVER_FILES = [
  'scripts/bench/*.test.ts',
  'scripts/docs-api.test.ts',
  'scripts/earTrainingSim.test.ts',
  'scripts/sizeCheck.test.ts',
  'server/config.test.ts',
  'server/csv/csv.test.ts',
  'server/ops/roundWorker.test.ts',
  'server/db/schema.test.ts',
  'server/features/earTraining/earTraining.pure.test.ts',
  'server/features/habits/streak.pure.test.ts',
  'server/features/invoices/invoicePostings.test.ts',
  'server/features/uploads/containers.test.ts',
  'server/html/sanitize.test.ts',
  'server/pdf/fontChain.test.ts',
  'server/requiredHook.test.ts',
];

/**
 * Files about the SQLite engine itself: they open a SQLite file of their own, or assert SQLite's
 * settings and faults, whatever the pass; a PostgreSQL pass of them would run them unchanged.
 */
export const SQLITE_ENGINE_FILES = [
  'server/db/checkpointer.test.ts',
  'server/db/durability.test.ts',
  'server/db/groupCommit.test.ts',
  'server/db/unitOfWork.test.ts',
  'server/events/eventHorizon.test.ts',
];

/**
 * Files whose servers stop before they open a database (a wrong setting refused at start): they
 * need the run's bundle but no engine, so they run once, in the SQLite pass.
 */
export const BEFORE_DATABASE_FILES = ['server/configStart.test.ts'];

/** The two-node suite: node processes on one PostgreSQL database (a part of its own). */
export const TWO_NODE_FILES = ['server/cluster.pg.test.ts', 'server/sessionCache.pg.test.ts'];
