// The integration suite again, on PostgreSQL (scripts/pgTestClusters.ts: throwaway clusters and a
// Redis server, one database per test server copied from a migrated template). Two projects, each
// a part of `npm test`: `pg`, the integration files, and `two-node`, node processes on one database
// through each cluster adapter. `npx vitest run -c vitest.pg.config.ts <file>` runs one file here.
import { defineConfig } from 'vitest/config';
// `.js` for vitest.files.ts: Vite's config loader wants an import's full name.
import { PURE_SERVER_FILES, SERVER_FILES, SQLITE_ENGINE_FILES, TWO_NODE_FILES } from './vitest.files.js';

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // One module graph per worker process, as in the SQLite pass (vitest.config.ts says why).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    globalSetup: ['scripts/pgGlobalSetup.ts'],
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'pg',
          include: SERVER_FILES,
          exclude: [
            '**/node_modules/**',
            // Files that never touch a database engine ran once already, in the unit part.
            ...PURE_SERVER_FILES,
            // Files about the SQLite engine itself stay in the SQLite pass.
            ...SQLITE_ENGINE_FILES,
            ...TWO_NODE_FILES,
          ],
        },
      },
      { test: { ...shared, name: 'two-node', include: TWO_NODE_FILES } },
    ],
  },
});
