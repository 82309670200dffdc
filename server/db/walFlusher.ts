// The flush half of SQLite's group commit: batches whose COMMIT has run wait here until the
// write-ahead log holding them is on disk, and only then are their units answered. One flush at a
// time: batches committed while it runs wait for the next, which covers them all. A failed flush
// fails its units and every write after it (the process must restart and let SQLite recover from
// the log); reads go on.

/** A unit of work in a batch: settled when the batch is durable or lost. */
export interface Member<T = unknown> {
  value: T | undefined;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * Makes everything written to a file so far durable (fs.fdatasync, which is what SQLite's own
 * commit-time sync calls on Linux). Given to openSqlite so a test can hold a flush.
 */
export type FlushFile = (fd: number, done: (error: Error | null) => void) => void;

/** The database refuses writes once a flush failed: what was committed may not be on disk. */
export class FlushFailedError extends Error {
  constructor(cause: unknown) {
    super('the database could not flush its write-ahead log to disk', { cause });
    this.name = 'FlushFailedError';
  }
}

export interface WalFlusherOptions {
  /** An open descriptor of the log file. */
  wal: number;
  flushFile: FlushFile;
  /** The newest event id already on disk when the database opens. */
  durableEventId: number;
  /** Told after each successful flush how many units it made durable. */
  afterFlush: (units: number) => void;
}

export function createWalFlusher({ wal, flushFile, durableEventId: opened, afterFlush }: WalFlusherOptions) {
  let awaiting: Member[] = [];
  let flushing = false;
  let broken: FlushFailedError | null = null;
  let onIdle: (() => void)[] = [];
  let flushes = 0;
  // The newest event id committed, and the newest whose commit is flushed: a commit is visible
  // to the reader a moment before its flush ends, and catch-up cursors stop at the flushed one.
  let committedEventId = opened;
  let durableEventId = opened;

  function flushNext(): void {
    if (flushing) return;
    if (awaiting.length === 0) {
      const waiting = onIdle;
      onIdle = [];
      for (const resume of waiting) resume();
      return;
    }
    const members = awaiting;
    awaiting = [];
    if (broken) {
      // Committed while the failing flush ran: a later flush's success would not cover them.
      for (const member of members) member.fail(broken);
      flushNext();
      return;
    }
    const upTo = committedEventId;
    flushing = true;
    flushFile(wal, (error) => {
      flushing = false;
      if (error) {
        broken ??= new FlushFailedError(error);
        for (const member of members) member.fail(broken);
      } else {
        flushes += 1;
        durableEventId = upTo;
        for (const member of members) member.done();
        afterFlush(members.length);
      }
      flushNext();
    });
  }

  return {
    /** A batch's units just committed, with the newest event id now committed. */
    committed(members: readonly Member[], newestEventId: number): void {
      committedEventId = newestEventId;
      awaiting.push(...members);
      flushNext();
    },
    /** Resolves when every commit so far is flushed (or failed to be). */
    allFlushed(): Promise<void> {
      if (!flushing && awaiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => onIdle.push(resolve));
    },
    broken: () => broken,
    flushes: () => flushes,
    durableEventId: () => durableEventId,
  };
}
