// Settings are key/value rows holding JSON; absent keys fall back to the defaults of SPEC §9.
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { writeTx } from '../../db/tx';

export function createSettingsRepo(db: Db) {
  const all = db.select().from(settings).prepare();
  return {
    readAll(): Record<string, unknown> {
      return Object.fromEntries(all.all().map((row) => [row.Key, JSON.parse(row.Value) as unknown]));
    },
    writeMany(values: Record<string, unknown>, now: string): void {
      writeTx(db, (tx) => {
        for (const [key, value] of Object.entries(values)) {
          const Value = JSON.stringify(value);
          tx.insert(settings)
            .values({ Key: key, Value, ModificationDate: now })
            .onConflictDoUpdate({ target: settings.Key, set: { Value, ModificationDate: now } })
            .run();
        }
      });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
