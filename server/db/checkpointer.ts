// Checkpoints of the embedded engine off the event loop. SQLite's automatic checkpoint runs
// inside the COMMIT that crosses its threshold, on the thread that commits: it copies about a
// thousand pages into the database file and flushes both files, holding the event loop for
// tens of milliseconds every hundred or so messages. The writer turns it off and asks this
// worker thread instead, one checkpoint at a time; asks that come while one runs are answered
// by one more after it.
import { Worker } from 'node:worker_threads';
import { CHECKPOINT_WORKER } from '../paths';

export interface Checkpointer {
  /** Asks for a checkpoint; several asks while one runs make one more. */
  ask(): void;
  /** Checkpoints finished so far. */
  done(): number;
  /** Resolves after the checkpoint under way (if any) and the worker's end. */
  close(): Promise<void>;
}

interface CheckpointReply {
  ok: boolean;
}

/**
 * Starts the worker at the first ask: a database that never needs a checkpoint (a short-lived
 * one, or one that closes before a hundred units) never pays for a thread. A checkpoint that
 * fails (busy, I/O) leaves the pages in the log for the next one; `onLost` runs once if the
 * worker itself ends before close(), so the caller can take checkpoints back.
 */
export function startCheckpointer(file: string, busyTimeoutMs: number, onLost: () => void): Checkpointer {
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  let running = false;
  let askedAgain = false;
  let closing = false;
  let finished = 0;
  let onIdle: (() => void) | null = null;

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(CHECKPOINT_WORKER, { workerData: { file, busyTimeoutMs } });
    // A checkpoint is housekeeping: the process never waits for the worker to exit.
    thread.unref();
    exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    thread.on('message', (reply: CheckpointReply) => {
      running = false;
      if (reply.ok) finished += 1;
      if (askedAgain && !closing) {
        askedAgain = false;
        run();
      } else onIdle?.();
    });
    // Its error ends it: the exit below follows.
    thread.on('error', () => {});
    // A worker that died answers nothing more: no one waits for it.
    thread.once('exit', () => {
      running = false;
      if (!closing) onLost();
      closing = true;
      onIdle?.();
    });
    worker = thread;
    return thread;
  }

  function run(): void {
    running = true;
    started().postMessage('checkpoint');
  }

  return {
    ask() {
      if (closing) return;
      if (running) askedAgain = true;
      else run();
    },
    done: () => finished,
    async close() {
      closing = true;
      if (!worker) return;
      // Held from here on: an unreferenced worker would let the process end mid-close.
      worker.ref();
      if (running) await new Promise<void>((resolve) => (onIdle = resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
