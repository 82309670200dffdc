// The course editor's auto-save (SPEC §9: every 6 s): a change marks the editor dirty, a tick every
// interval saves what is dirty, and leaving or closing edit mode flushes at once. One save runs at a
// time; a change made while a save runs is saved by the next one. Timers are injectable for tests.

export const AUTO_SAVE_INTERVAL_MS = 6000;

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'failed';

export interface AutoSaverOptions {
  /** Saves what the editor holds now; a rejection leaves it dirty for the next tick. */
  save: () => Promise<void>;
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
  /** Saves now if dirty (after a save already running), and resolves when done. */
  flush: () => Promise<void>;
  status: () => SaveStatus;
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

  const status = (): SaveStatus => {
    if (running) return 'saving';
    if (version === savedVersion) return 'saved';
    return failed ? 'failed' : 'dirty';
  };
  const report = () => options.onStatus?.(status());

  async function saveOnce(): Promise<void> {
    const covering = version;
    try {
      await options.save();
      savedVersion = Math.max(savedVersion, covering);
      failed = false;
    } catch {
      failed = true;
    }
  }

  function saveIfDirty(): Promise<void> {
    if (running) return running;
    if (version === savedVersion) return Promise.resolve();
    running = saveOnce().finally(() => {
      running = null;
      report();
    });
    report();
    return running;
  }

  const handle = timers.setInterval(() => void saveIfDirty(), options.intervalMs ?? AUTO_SAVE_INTERVAL_MS);

  return {
    changed() {
      version += 1;
      if (!running) report();
    },
    async flush() {
      if (running) await running;
      await saveIfDirty();
    },
    status,
    stop() {
      timers.clearInterval(handle);
    },
  };
}
