// npm run migrate: applies the pending migrations to the configured database (the same
// environment as the server) and exits, so an upgrade can migrate before its nodes start
// (docs/operations.md). Safe beside running nodes and other migrators: one at a time
// (server/db/migrator.ts). Exit 0 when the database is up to date, 1 when it cannot be.
import { isOperatorError, loadConfig } from '../server/config';
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from '../server/db/migrationsDir';
import { newestKnown } from '../server/db/migrator';
import { migrateDatabase } from '../server/db/open';

async function main(): Promise<number> {
  const config = loadConfig();
  const engine = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.dataDir})`;
  const applied = await migrateDatabase(config);
  for (const tag of applied) console.log(`applied ${tag}`);
  const newest = newestKnown(config.databaseUrl ? PG_MIGRATIONS : SQLITE_MIGRATIONS);
  console.log(
    applied.length > 0
      ? `The ${engine} database is at ${newest}: ${applied.length} migration${applied.length === 1 ? '' : 's'} applied.`
      : `The ${engine} database is up to date: ${newest}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isOperatorError(error) ? error.message : error);
    process.exit(1);
  },
);
