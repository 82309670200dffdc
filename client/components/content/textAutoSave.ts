// The page-text auto-save (SPEC §9): a text is saved 5 s after its last change, and only once the
// writer has not typed for 3 s (a key that changes nothing, such as an arrow, still counts as
// typing). Leaving edit mode flushes at once. One save runs at a time; a change made while a save
// runs is saved by the next one, except when the page is going away (tab hidden or closed): then
// the text is sent at once, as a keepalive request. Clock and timers are injectable for tests.

import { SAVE_NOW, type SaveHow } from '../useSaveWhenLeaving';

export const SAVE_AFTER_CHANGE_MS = 5000;
export const SAVE_AFTER_TYPING_MS = 3000;

export type TextSaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';

export interface TextAutoSaverOptions {
  /** Saves the given text; a rejection leaves it dirty for the next change or flush. */
  save: (html: string, how: SaveHow) => Promise<void>;
  /** The text as loaded: reporting it again is not a change. */
  initial?: string;
  onStatus?: (status: TextSaveStatus) => void;
  afterChangeMs?: number;
  afterTypingMs?: number;
  now?: () => number;
  timers?: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

export interface TextAutoSaver {
  /** The text is now `html`. */
  changed: (html: string) => void;
  /** A key was pressed in the editor. */
  typed: () => void;
  /**
   * Saves now if there is an unsaved change, and resolves when done. Going away, a text newer than
   * the running save's is sent at once instead.
   */
  flush: (how?: SaveHow) => Promise<void>;
  status: () => TextSaveStatus;
  /** True while a change is not saved yet. */
  hasUnsaved: () => boolean;
  /** No more scheduled saves; a flush still works. */
  stop: () => void;
}

/** When the next save is due: 5 s after the last change and 3 s after the last key. */
export function saveDueAt(lastChange: number, lastKey: number, afterChangeMs: number, afterTypingMs: number) {
  return Math.max(lastChange + afterChangeMs, lastKey + afterTypingMs);
}

export function createTextAutoSaver(options: TextAutoSaverOptions): TextAutoSaver {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const afterChangeMs = options.afterChangeMs ?? SAVE_AFTER_CHANGE_MS;
  const afterTypingMs = options.afterTypingMs ?? SAVE_AFTER_TYPING_MS;

  let html = options.initial ?? '';
  let version = 0;
  let savedVersion = 0;
  let lastChange = Number.NEGATIVE_INFINITY;
  let lastKey = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  /** The newest version handed to a save. */
  let sentVersion = 0;
  let failed = false;
  let everSaved = false;
  let stopped = false;

  const dirty = () => version !== savedVersion;
  const status = (): TextSaveStatus => {
    if (running) return 'saving';
    if (dirty()) return failed ? 'failed' : 'dirty';
    return everSaved ? 'saved' : 'idle';
  };
  const report = () => options.onStatus?.(status());

  function cancelTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    cancelTimer();
    if (stopped || !dirty()) return;
    const wait = Math.max(0, saveDueAt(lastChange, lastKey, afterChangeMs, afterTypingMs) - now());
    timer = timers.setTimeout(() => {
      timer = null;
      void saveIfDirty();
    }, wait);
  }

  function saveOnce(how: SaveHow): Promise<void> {
    const covering = version;
    sentVersion = Math.max(sentVersion, covering);
    return options.save(html, how).then(
      () => {
        savedVersion = Math.max(savedVersion, covering);
        failed = false;
        everSaved = true;
      },
      () => {
        failed = true;
      },
    );
  }

  function saveIfDirty(how: SaveHow = SAVE_NOW): Promise<void> {
    if (!dirty()) return running ?? Promise.resolve();
    if (running) {
      // Beside the running save only when the page goes away with a text it does not carry.
      if (!how.keepalive || version === sentVersion) return running;
      return saveOnce(how).finally(report);
    }
    running = saveOnce(how).finally(() => {
      running = null;
      report();
      // A change made during the save waits for its own quiet time.
      if (!failed) schedule();
    });
    report();
    return running;
  }

  return {
    changed(next) {
      if (next === html && !dirty()) return;
      html = next;
      version += 1;
      lastChange = now();
      if (!running) report();
      schedule();
    },
    typed() {
      lastKey = now();
      if (dirty() && !running) schedule();
    },
    async flush(how = SAVE_NOW) {
      cancelTimer();
      if (how.keepalive) return saveIfDirty(how);
      if (running) await running;
      await saveIfDirty(how);
    },
    status,
    hasUnsaved: dirty,
    stop() {
      stopped = true;
      cancelTimer();
    },
  };
}
