// Dark mode is remembered under the legacy `darkMode` key (SPEC §3) as "true"/"false", so this
// manager translates between that value and Mantine's color scheme.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { reportStorageError } from '../api/storageErrors';

export const DARK_MODE_KEY = 'darkMode';

export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => {
      try {
        const stored = localStorage.getItem(DARK_MODE_KEY);
        if (stored === 'true') return 'dark';
        if (stored === 'false') return 'light';
      } catch {
        // Storage unavailable: use the default.
      }
      return defaultValue;
    },
    set: (value: MantineColorScheme) => {
      try {
        localStorage.setItem(DARK_MODE_KEY, value === 'dark' ? 'true' : 'false');
      } catch (error) {
        reportStorageError(error);
        // Not remembered, still applied for this tab.
      }
    },
    // Another tab switching the mode switches this one too.
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === localStorage && event.key === DARK_MODE_KEY) {
          onUpdate(event.newValue === 'true' ? 'dark' : 'light');
        }
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => {
      try {
        localStorage.removeItem(DARK_MODE_KEY);
      } catch (error) {
        reportStorageError(error);
        // Nothing to clear.
      }
    },
  };
}
