// One writer at a time, in arrival order: the async transactions of a process take turns on the
// writer connection. A turn not reached within the busy timeout ends in BusyError. When the last
// turn taken so far ends, `onIdle` runs (the group commit closes its batch there).
import { BusyError } from './engineErrors';

export interface WriterQueue {
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Resolves when every turn taken so far has ended. */
  drained(): Promise<void>;
  /** No turn is taken: no one holds the writer or waits for it. */
  idle(): boolean;
  /** Turns taken: the one holding the writer and those waiting for it. */
  depth(): number;
}

export function createWriterQueue(waitLimitMs: number, onIdle: () => void = () => {}): WriterQueue {
  let tail: Promise<void> = Promise.resolve();
  let taken = 0;

  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const previous = tail;
      let release!: () => void;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      taken += 1;
      const end = () => {
        taken -= 1;
        // Synchronously, before any waiting continuation: nothing can take a turn in between.
        if (taken === 0) onIdle();
        release();
      };
      return new Promise<T>((resolve, reject) => {
        let waiting = true;
        const timer =
          waitLimitMs > 0
            ? setTimeout(() => {
                waiting = false;
                reject(new BusyError());
              }, waitLimitMs)
            : null;
        void previous.then(() => {
          if (timer) clearTimeout(timer);
          // A turn given up on passes straight to the next writer.
          if (!waiting) return end();
          fn().then(resolve, reject).finally(end);
        });
      });
    },
    drained() {
      return tail;
    },
    idle() {
      return taken === 0;
    },
    depth() {
      return taken;
    },
  };
}
