// One definition, two dialects: the PostgreSQL tables are derived from schema.ts, stay current,
// and have exactly the SQLite tables' names, columns, keys, indexes and row types.
import fs from 'node:fs';
import { getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { derived } from '../../scripts/schema/derivePg';
import * as sqlite from './schema';
import * as pg from './schema.pg';

type RowsOf<S> = {
  [K in keyof S]: S[K] extends { $inferSelect: infer R; $inferInsert: infer I }
    ? { select: R; insert: I }
    : never;
};

describe('the schema on both engines', () => {
  it('the derived files are current (npm run db:generate)', () => {
    for (const { file, text } of derived()) expect(fs.readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('rows have the same types on both engines', () => {
    expectTypeOf<RowsOf<typeof pg>>().toEqualTypeOf<RowsOf<typeof sqlite>>();
  });

  it('tables have the same columns, keys and indexes on both engines', () => {
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
    const pgTables = new Map<string, (typeof pg)[keyof typeof pg]>(Object.entries(pg));
    for (const [name, table] of Object.entries(sqlite)) {
      const twin = pgTables.get(name);
      if (!twin) throw new Error(`${name} has no PostgreSQL twin`);
      const a = sqliteConfig(table);
      const b = pgConfig(twin);
      expect(b.name).toBe(a.name);
      const columns = (list: typeof a.columns | typeof b.columns) =>
        list.map((c) => ({ name: c.name, notNull: c.notNull, primary: c.primary, hasDefault: c.hasDefault }));
      expect(columns(b.columns), a.name).toEqual(columns(a.columns));
      expect(b.indexes.map((i) => i.config.name).sort(), a.name).toEqual(
        a.indexes.map((i) => i.config.name).sort(),
      );
      expect(b.foreignKeys.length, a.name).toBe(a.foreignKeys.length);
      expect(b.primaryKeys.length, a.name).toBe(a.primaryKeys.length);
    }
  });
});
