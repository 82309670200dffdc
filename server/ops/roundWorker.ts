// A background worker that works in rounds, as the mail outbox and the webhook deliverer do:
// a round runs at once when asked, or, while one runs, once more after it however many asks
// came meanwhile (rounds never overlap on a node); a timer asks every `pollMs`; stopping waits
// for the round under way. A round answers whether more is waiting, to run again at once.
export interface RoundWorker {
  /** Runs a round now, or once more after the running one; resolves when they are done. */
  run(): Promise<void>;
  /** Asks for a round (a failure is logged through `onError`). */
  kick(): void;
  start(): void;
  /** Stops the timer and further rounds, and waits for the round under way. */
  stop(): Promise<void>;
  /** True once stop() was called: a round checks it between its steps. */
  readonly stopped: boolean;
}

export function createRoundWorker(options: {
  pollMs: number;
  /** One round; true when more is waiting. */
  round: () => Promise<boolean>;
  onError: (error: unknown) => void;
}): RoundWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        if (await options.round()) again = true;
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function kick(): void {
    if (!stopped) run().catch(options.onError);
  }

  return {
    run,
    kick,
    start() {
      timer = setInterval(kick, options.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
    get stopped() {
      return stopped;
    },
  };
}
