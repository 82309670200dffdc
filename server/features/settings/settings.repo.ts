// Settings are key/value rows holding JSON; absent keys fall back to the defaults of SPEC §9.
import type { Db, Tx } from '../../db/database';
import { settings } from '../../db/tables';

export function createSettingsRepo(db: Db) {
  return {
    async readAll(q: Db = db): Promise<Record<string, unknown>> {
      const rows = await q.select().from(settings);
      return Object.fromEntries(rows.map((row) => [row.Key, JSON.parse(row.Value) as unknown]));
    },
    async writeMany(tx: Tx, values: Record<string, unknown>, now: string): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        const Value = JSON.stringify(value);
        await tx
          .insert(settings)
          .values({ Key: key, Value, ModificationDate: now })
          .onConflictDoUpdate({ target: settings.Key, set: { Value, ModificationDate: now } });
      }
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
