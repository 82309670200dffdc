// The integration suite again, on PostgreSQL: a throwaway cluster from the installed binaries
// (scripts/pgCluster.ts), one database per test server. Files about the SQLite engine itself
// stay in the main pass; files about PostgreSQL itself run only here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'scripts/events.test.ts', 'scripts/admin.test.ts'],
    exclude: [
      '**/node_modules/**',
      'server/db/durability.test.ts',
      'server/db/unitOfWork.test.ts',
      'server/config.test.ts',
    ],
    globalSetup: ['scripts/pgGlobalSetup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
