// The embedded engine's checkpointer (server/db/checkpointer.ts), run in a worker thread: on each
// "checkpoint" it copies the write-ahead log's committed pages into the database file and flushes
// both, on a connection of its own, so that work never holds the event loop. PASSIVE: it takes
// what is safe now and never waits for the writer or the readers. Plain JavaScript: a worker
// thread starts outside the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const connection = new Database(workerData.file, { timeout: workerData.busyTimeoutMs });

parentPort.on('message', (message) => {
  if (message === 'close') {
    connection.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = connection.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, framesInLog: result.log, framesCopied: result.checkpointed });
  } catch {
    // Busy (a long read holds old pages) or I/O: the pages stay in the log for the next one.
    parentPort.postMessage({ ok: false });
  }
});
