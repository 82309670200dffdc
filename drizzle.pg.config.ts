import { defineConfig } from 'drizzle-kit';

// PostgreSQL: migrations from the PostgreSQL tables derived from the one schema definition.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.pg.ts',
  out: './migrations/postgres',
});
