// The batching half of SQLite's group commit: units that arrive while another holds the writer,
// or in the same turn of the event loop, run one after another in one transaction, each in its
// own savepoint, and share its COMMIT (one flush). A unit's caller hears of it only after the
// flush (walFlusher.ts), so nothing is answered or pushed before it is durable; a unit that fails
// is rolled back to its savepoint and its neighbours go on. The batch commits when it is full or
// old, or else when no one holds or waits for the writer at the end of the event loop's turn
// (`setImmediate`): the requests read in that turn join it, and a lone unit waits for nothing but
// that turn's end. Committing as soon as the queue went idle grouped nothing over HTTP: each
// request's unit runs to its end in the microtasks of its own socket read, so the queue is idle
// between them.

import { BusyError, isEngineBusy } from './engineErrors';
import type { SqliteConnection } from './sqliteDriver';
import type { FlushFailedError, Member } from './walFlusher';

/** A batch closes at this many units or this age, even while more are waiting. */
export interface GroupCommit {
  maxUnits: number;
  maxMs: number;
}

export interface CommitBatchOptions {
  writer: SqliteConnection;
  limits: GroupCommit;
  /** Whether no unit holds or waits for the writer. */
  writerIdle: () => boolean;
  /** The failed flush after which nothing more is written, if any. */
  broken: () => FlushFailedError | null;
  /** A batch's units whose COMMIT has run: they are answered once it is flushed. */
  committed: (members: readonly Member[]) => void;
}

const engineError = (error: unknown) => (isEngineBusy(error) ? new BusyError() : error);

export function createCommitBatch({ writer, limits, writerIdle, broken, committed }: CommitBatchOptions) {
  let batch: Member[] = [];
  let startedAt = 0;
  let commitPending = false;
  let commits = 0;

  function begin(): void {
    try {
      writer.exec('BEGIN IMMEDIATE');
    } catch (error) {
      throw engineError(error);
    }
  }

  function commit(): void {
    const members = batch;
    batch = [];
    if (members.length === 0) return;
    try {
      writer.exec('COMMIT');
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      for (const member of members) member.fail(engineError(error));
      return;
    }
    commits += 1;
    committed(members);
  }

  /** Runs one unit in the open batch (opening one if needed); its member settles on the flush. */
  async function run<T>(work: () => Promise<T>, member: Member<T>): Promise<void> {
    const failedFlush = broken();
    if (failedFlush) {
      member.fail(failedFlush);
      return;
    }
    if (!writer.inTransaction) {
      try {
        begin();
      } catch (error) {
        member.fail(error);
        return;
      }
      startedAt = performance.now();
    }
    writer.exec('SAVEPOINT unit');
    try {
      member.value = await work();
      writer.exec('RELEASE unit');
      batch.push(member as Member);
    } catch (error) {
      if (!writer.inTransaction) {
        // The engine ended the whole transaction (I/O error, full disk): the batch is lost.
        const lost = batch;
        batch = [];
        for (const neighbour of lost) neighbour.fail(engineError(error));
        member.fail(engineError(error));
        return;
      }
      writer.exec('ROLLBACK TO unit');
      writer.exec('RELEASE unit');
      const failure = engineError(error);
      batch.push({ value: undefined, done: () => member.fail(failure), fail: () => member.fail(failure) });
    }
    if (batch.length >= limits.maxUnits || performance.now() - startedAt >= limits.maxMs) commit();
  }

  return {
    run,
    commit,
    /** Commits the open batch at the end of this turn of the event loop, if the writer is idle. */
    commitSoon(): void {
      if (commitPending || batch.length === 0) return;
      commitPending = true;
      setImmediate(() => {
        commitPending = false;
        // A unit holding the writer (waiting on real I/O) commits the batch when it ends.
        if (writerIdle()) commit();
      });
    },
    commits: () => commits,
  };
}
