// The course editor's auto-save (SPEC §9: every 6 s): a change marks the editor dirty, a tick every
// interval saves what is dirty, and leaving or closing edit mode flushes at once. One save runs at a
// time; a change made while a save runs is saved by the next one, except when the page is going
// away (tab hidden or closed): then what changed is sent at once, as a keepalive request, since a
// "next save" may never come. Timers are injectable for tests.
import { SAVE_NOW, type SaveHow } from '../../components/useSaveWhenLeaving';

export const AUTO_SAVE_INTERVAL_MS = 6000;

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'failed';

export interface AutoSaverOptions {
  /** Saves what the editor holds now; a rejection leaves it dirty for the next tick. */
  save: (how: SaveHow) => Promise<void>;
  intervalMs?: number;
  onStatus?: (status: SaveStatus) => void;
  timers?: {
    setInterval: (run: () => void, ms: number) => unknown;
    clearInterval: (handle: unknown) => void;
  };
}

export interface AutoSaver {
  /** The editor's content changed. */
  changed: () => void;
  /**
   * Saves now if dirty (after a save already running), and resolves when done. Going away, what
   * changed since the running save started is sent at once instead.
   */
  flush: (how?: SaveHow) => Promise<void>;
  status: () => SaveStatus;
  /** True while a change is not saved yet. */
  hasUnsaved: () => boolean;
  /** No more ticks; a flush still works. */
  stop: () => void;
}

export function createAutoSaver(options: AutoSaverOptions): AutoSaver {
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  let version = 0;
  let savedVersion = 0;
  let failed = false;
  let running: Promise<void> | null = null;
  /** The newest version handed to a save. */
  let sentVersion = 0;

  const status = (): SaveStatus => {
    if (running) return 'saving';
    if (version === savedVersion) return 'saved';
    return failed ? 'failed' : 'dirty';
  };
  const report = () => options.onStatus?.(status());

  async function saveOnce(how: SaveHow): Promise<void> {
    const covering = version;
    sentVersion = Math.max(sentVersion, covering);
    try {
      await options.save(how);
      savedVersion = Math.max(savedVersion, covering);
      failed = false;
    } catch {
      failed = true;
    }
  }

  function saveIfDirty(how: SaveHow): Promise<void> {
    if (version === savedVersion) return running ?? Promise.resolve();
    if (running) {
      // Beside the running save only when the page goes away with changes it does not carry.
      if (!how.keepalive || version === sentVersion) return running;
      return saveOnce(how).finally(report);
    }
    running = saveOnce(how).finally(() => {
      running = null;
      report();
    });
    report();
    return running;
  }

  const handle = timers.setInterval(
    () => void saveIfDirty(SAVE_NOW),
    options.intervalMs ?? AUTO_SAVE_INTERVAL_MS,
  );

  return {
    changed() {
      version += 1;
      if (!running) report();
    },
    async flush(how = SAVE_NOW) {
      if (how.keepalive) return saveIfDirty(how);
      if (running) await running;
      await saveIfDirty(how);
    },
    status,
    hasUnsaved: () => version !== savedVersion,
    stop() {
      timers.clearInterval(handle);
    },
  };
}
