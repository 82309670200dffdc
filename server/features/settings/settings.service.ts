import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '../../../shared/calls/settings';
import type { Db } from '../../db/database';
import type { RunWork } from '../../db/unitOfWork';
import type { SettingsRepo } from './settings.repo';

export function createSettingsService(repo: SettingsRepo, work: RunWork) {
  /** The stored settings over the defaults; a stored value that no longer fits is ignored. */
  async function current(q?: Db): Promise<Settings> {
    const stored = await repo.readAll(q);
    const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const [key, value] of Object.entries(stored)) {
      const field = settingsSchema.shape[key as keyof Settings];
      if (field?.safeParse(value).success) merged[key] = value;
    }
    return settingsSchema.parse(merged);
  }

  return {
    current,
    save(changes: Partial<Settings>): Promise<Settings> {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      return work(async (w) => {
        await repo.writeMany(w.tx, defined, w.now);
        return current(w.tx);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
