import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    // The PostgreSQL-only files run in the PostgreSQL pass (vitest.pg.config.ts).
    exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: files run in parallel, each against its own server and database.
    pool: 'forks',
    maxWorkers: 2,
  },
});
