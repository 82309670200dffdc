// The unit part and the SQLite integration part of `npm test` (scripts/test.ts runs each project
// on its own: `--project 'unit*'`, `--project integration`); `npx vitest run <file>` runs a file in
// whichever project holds it. The PostgreSQL pass is vitest.pg.config.ts.
import { defineConfig } from 'vitest/config';
// `.js` for vitest.files.ts: Vite's config loader wants an import's full name.
import { PURE_SERVER_FILES, SERVER_FILES } from './vitest.files.js';

const UNIT_FILES = [
  'client/**/*.test.ts',
  'client/**/*.test.tsx',
  'shared/**/*.test.ts',
  ...PURE_SERVER_FILES,
];
/** Unit files that replace a module (vi.mock): that needs a module graph of their own. */
const MOCKING_FILES = ['client/features/messages/messagesApi.test.ts'];

export default defineConfig({
  test: {
    // Two cores: files run in parallel, each integration file against its own servers and databases.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: ['**/node_modules/**', ...MOCKING_FILES],
          environment: 'node',
          // Pure logic, no module state kept between files: one module graph per worker thread
          // instead of one per file, which is most of these files' time.
          pool: 'threads',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: MOCKING_FILES,
          environment: 'node',
          pool: 'threads',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: SERVER_FILES,
          // Node processes boot from the production bundle, built once per run.
          globalSetup: ['scripts/testInstallSetup.ts'],
          // The PostgreSQL-only files run in the PostgreSQL pass (vitest.pg.config.ts), the pure
          // ones in the unit project.
          exclude: ['**/node_modules/**', '**/*.pg.test.ts', ...PURE_SERVER_FILES],
          environment: 'node',
          // Upper bounds, not waits (every step waits for a state): wide enough for a test that
          // starts node processes or 50 sessions while the two cores are shared with other work.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          // One module graph per worker process, not per file: loading the server's modules was
          // half of these files' CPU. Safe because the server keeps no state at module level
          // beyond the engine's table bindings (one engine per pass), and these files replace no
          // module and stub no global.
          isolate: false,
        },
      },
    ],
  },
});
