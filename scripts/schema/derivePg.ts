// One schema definition, two dialects: server/db/schema.ts (SQLite) is the definition; the
// PostgreSQL tables in server/db/schema.pg.ts and the engine switch in server/db/tables.ts are
// derived from it here, column for column, so both dialects have exactly the same tables,
// columns and inferred row types (docs/decisions.md). `npm run db:generate` runs this first;
// a test fails when the derived files are stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/db');
export const SQLITE_SCHEMA = path.join(DB_DIR, 'schema.ts');
export const PG_SCHEMA = path.join(DB_DIR, 'schema.pg.ts');
export const TABLES = path.join(DB_DIR, 'tables.ts');

const HEADER =
  '// Derived from schema.ts by scripts/schema/derivePg.ts (npm run db:generate): do not edit.\n';

/** Rewrites the SQLite definition with PostgreSQL's column builders. */
export function derivePgSchema(source: string): string {
  const body = source
    .replace(/^\/\/.*\n/gm, (line) => (line.startsWith('// The database schema') ? '' : line))
    .replace(
      /^import \{[^}]*\} from 'drizzle-orm\/sqlite-core';$/m,
      "import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';",
    )
    .replace(/sqliteTable\(/g, 'pgTable(')
    .replace(
      /integer\(('[^']+')\)\.primaryKey\(\{ autoIncrement: true \}\)/g,
      'integer($1).primaryKey().generatedByDefaultAsIdentity()',
    )
    .replace(/integer\(('[^']+'), \{ mode: 'boolean' \}\)/g, 'boolean($1)');
  const unknown = body.match(/\b(real|blob|numeric|sqliteView|customType)\(/);
  if (unknown) throw new Error(`schema.ts uses ${unknown[1]}(), which the derivation does not map yet`);
  return HEADER + body.replace(/^\n+/, '');
}

/** The engine switch: every table, bound to the tables of the engine in use. */
export function deriveTables(source: string): string {
  const names = [...source.matchAll(/^export const (\w+) = sqliteTable\(/gm)].map((m) => m[1]!);
  const list = names.join(', ');
  return `${HEADER}// Repositories import their tables from here. The bindings are live: bindTables('postgres')
// rebinds every table to its PostgreSQL twin before any query is built. One engine per process.

import * as sqlite from './schema';
import * as pg from './schema.pg';

export type Engine = 'sqlite' | 'postgres';

let inUse: Engine | null = null;

${names.map((n) => `export let ${n} = sqlite.${n};`).join('\n')}

/**
 * The repositories are typed on the SQLite tables; the PostgreSQL twins serve them as those types
 * (same names, columns and row types: schema.test.ts). The names are checked here at run time.
 */
function twinsOfSqlite(tables: typeof pg | typeof sqlite): tables is typeof sqlite {
  const names = Object.keys(sqlite);
  return Object.keys(tables).length === names.length && names.every((name) => name in tables);
}

/** Binds the tables of an engine; a process serves one engine only. */
export function bindTables(engine: Engine): void {
  if (inUse !== null && inUse !== engine) throw new Error(\`This process already uses \${inUse}\`);
  inUse = engine;
  const chosen = engine === 'postgres' ? pg : sqlite;
  if (!twinsOfSqlite(chosen)) throw new Error('The PostgreSQL tables are not twins of the SQLite ones');
  ({ ${list} } = chosen);
}
`;
}

/** Formats as the rest of the code base is (Biome), so the files stay as written. */
function formatted(file: string, text: string): string {
  const biome = path.resolve(DB_DIR, '../../node_modules/.bin/biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${file}`], { input: text, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`);
  return result.stdout;
}

export function derived(): { file: string; text: string }[] {
  const source = fs.readFileSync(SQLITE_SCHEMA, 'utf8');
  return [
    { file: PG_SCHEMA, text: formatted(PG_SCHEMA, derivePgSchema(source)) },
    { file: TABLES, text: formatted(TABLES, deriveTables(source)) },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, text } of derived()) fs.writeFileSync(file, text);
}
