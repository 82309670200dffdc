// The integration suite again, on PostgreSQL (scripts/pgTestClusters.ts: throwaway clusters and a
// Redis server, one database per test server copied from a migrated template). Two projects, two
// parts of `npm test` run together: `pg`, the integration files, and `two-node`, node processes on
// one database through each cluster adapter. `npx vitest run -c vitest.pg.config.ts <file>` runs
// one file here.

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
// `.js` for vitest.files.ts: Vite's config loader wants an import's full name.
import {
  BEFORE_DATABASE_FILES,
  PURE_SERVER_FILES,
  SERVER_FILES,
  SQLITE_ENGINE_FILES,
  TWO_NODE_FILES,
} from './vitest.files.js';

const shared = {
  environment: 'node',
  // Upper bounds, not waits, as in the SQLite pass; PostgreSQL's test servers start slower.
  testTimeout: 90_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // One module graph per worker process, as in the SQLite pass (vitest.config.ts says why).
  isolate: false,
} as const;

/**
 * The two-node file first: it is long and mostly starts node processes one after another, so it
 * should hold one worker from the start while the other takes the integration files. Vitest's
 * own order runs projects by name, which put it last, alone at the end of the run.
 */
class TwoNodeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const twoNode = (file: TestSpecification) => file.project.name === 'two-node';
    return [...sorted.filter(twoNode), ...sorted.filter((file) => !twoNode(file))];
  }
}

export default defineConfig({
  test: {
    globalSetup: ['scripts/pgGlobalSetup.ts', 'scripts/testInstallSetup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: TwoNodeFirst },
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
            // Files whose servers stop before any database ran once already, in the SQLite pass.
            ...BEFORE_DATABASE_FILES,
            ...TWO_NODE_FILES,
          ],
        },
      },
      { test: { ...shared, name: 'two-node', include: TWO_NODE_FILES } },
    ],
  },
});
