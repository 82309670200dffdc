import { defineConfig } from 'drizzle-kit';

// SQLite, the embedded engine: migrations from the one schema definition.
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/schema.ts',
  out: './migrations/sqlite',
});
