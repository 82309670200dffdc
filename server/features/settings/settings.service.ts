import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '../../../shared/calls/settings';
import type { SettingsRepo } from './settings.repo';

export function createSettingsService(repo: SettingsRepo) {
  return {
    /** The stored settings over the defaults; a stored value that no longer fits is ignored. */
    current(): Settings {
      const stored = repo.readAll();
      const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
      for (const [key, value] of Object.entries(stored)) {
        const field = settingsSchema.shape[key as keyof Settings];
        if (field?.safeParse(value).success) merged[key] = value;
      }
      return settingsSchema.parse(merged);
    },
    save(changes: Partial<Settings>): Settings {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      repo.writeMany(defined, new Date().toISOString());
      return this.current();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
