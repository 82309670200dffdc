// Group commit on the embedded engine, against a real SQLite file: overlapping units of work
// share one COMMIT, a lone one commits at once, no caller hears before the commit is flushed to
// disk, commits made during a flush share the next, and a unit that fails is undone alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from './database';
import { events, settings } from './schema';
import { type FlushFile, type GroupCommit, openSqlite, type SqliteDatabase } from './sqlite';

let dir: string;
let database: SqliteDatabase;

/** Never closed by size or age: only by the queue going idle. */
const UNBOUNDED: GroupCommit = { maxUnits: Number.MAX_SAFE_INTEGER, maxMs: Number.POSITIVE_INFINITY };

function open(groupCommit: GroupCommit = UNBOUNDED): void {
  database = openSqlite(path.join(dir, 'tonic.db'), 5000, groupCommit);
}

const write = (Key: string) => (tx: Tx) =>
  tx
    .insert(settings)
    .values({ Key, Value: '"v"', ModificationDate: 'now' })
    .then(() => Key);

async function committedKeys(): Promise<string[]> {
  const rows = await database.read
    .select({ Key: settings.Key })
    .from(settings)
    .where(like(settings.Key, 'gc-%'));
  return rows.map((r) => r.Key).sort();
}

async function isCommitted(Key: string): Promise<boolean> {
  return (await database.read.select().from(settings).where(eq(settings.Key, Key))).length === 1;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-gc-'));
});

afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('group commit', () => {
  it('a lone unit of work commits at once', async () => {
    open();
    await database.transaction(write('gc-lone'));
    expect(database.commits()).toBe(1);
    expect(await isCommitted('gc-lone')).toBe(true);
  });

  it('units that overlap share one commit, and each caller hears only after it', async () => {
    open();
    const keys = Array.from({ length: 20 }, (_, i) => `gc-${String(i).padStart(2, '0')}`);
    const seenAtAnswer = await Promise.all(
      keys.map((key) => database.transaction(write(key)).then((answered) => isCommitted(answered))),
    );
    expect(seenAtAnswer).toEqual(keys.map(() => true));
    expect(database.commits()).toBe(1);
    expect(await committedKeys()).toEqual(keys);
  });

  it('a unit that fails is undone alone; its neighbours commit', async () => {
    open();
    const outcomes = await Promise.allSettled([
      database.transaction(write('gc-a')),
      database.transaction(async (tx) => {
        await write('gc-b')(tx);
        throw new Error('refused');
      }),
      database.transaction(write('gc-c')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(await committedKeys()).toEqual(['gc-a', 'gc-c']);
    expect(database.commits()).toBe(1);
  });

  it('a unit whose statement breaks a constraint leaves its neighbours whole', async () => {
    open();
    const outcomes = await Promise.allSettled([
      database.transaction(write('gc-same')),
      database.transaction(async (tx) => {
        await write('gc-other')(tx);
        await write('gc-same')(tx);
      }),
      database.transaction(write('gc-last')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await committedKeys()).toEqual(['gc-last', 'gc-same']);
  });

  it('a batch closes when it is full, while more are waiting', async () => {
    open({ maxUnits: 5, maxMs: Number.POSITIVE_INFINITY });
    await Promise.all(Array.from({ length: 20 }, (_, i) => database.transaction(write(`gc-${i}`))));
    expect(database.commits()).toBe(4);
    expect(await committedKeys()).toHaveLength(20);
  });

  it('a turn given up on while a batch is open still lets the batch commit', async () => {
    database = openSqlite(path.join(dir, 'tonic.db'), 50, UNBOUNDED);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = database.transaction(async (tx) => {
      await write('gc-held')(tx);
      await held;
    });
    // Waits behind the first past the busy timeout, and gives up.
    const late = database.transaction(write('gc-late'));
    await expect(late).rejects.toMatchObject({ name: 'BusyError' });
    finish();
    await first;
    expect(await committedKeys()).toEqual(['gc-held']);
  });
});

describe('group commit across the event loop', () => {
  it('units begun by separate callbacks in one turn of the event loop share one commit', async () => {
    open();
    // As requests read from separate sockets in one poll phase: each callback runs its unit to
    // the end in its own microtasks, so the writer queue is idle between them.
    const keys = Array.from({ length: 8 }, (_, i) => `gc-turn-${i}`);
    const answered = await Promise.all(
      keys.map(
        (key) =>
          new Promise<boolean>((resolve, reject) => {
            setImmediate(() => {
              database.transaction(write(key)).then(isCommitted).then(resolve, reject);
            });
          }),
      ),
    );
    expect(answered).toEqual(keys.map(() => true));
    expect(database.commits()).toBe(1);
  });

  it('a unit waiting on real I/O keeps the batch open until it ends', async () => {
    open();
    const early = database.transaction(write('gc-early'));
    const slow = database.transaction(async (tx) => {
      await write('gc-slow')(tx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await write('gc-slow-2')(tx);
    });
    await Promise.all([early, slow]);
    expect(await committedKeys()).toEqual(['gc-early', 'gc-slow', 'gc-slow-2']);
    expect(database.commits()).toBe(1);
  });

  it('closing commits a batch still waiting for the end of the turn', async () => {
    open();
    const answered = database.transaction(write('gc-closing'));
    await database.close();
    await answered;
    database = openSqlite(path.join(dir, 'tonic.db'), 5000, UNBOUNDED);
    expect(await isCommitted('gc-closing')).toBe(true);
  });
});

/**
 * A flush that waits to be let go: `asked()` resolves with the release of the next one asked for
 * (given an error, that flush fails with it).
 */
function heldFlushes() {
  type Release = (failure?: Error) => void;
  const releases: Release[] = [];
  const waiting: ((release: Release) => void)[] = [];
  const flushFile: FlushFile = (fd, done) => {
    // Let go with a failure, the flush reports it instead of flushing.
    const release: Release = (failure) => (failure ? done(failure) : fs.fdatasync(fd, done));
    const taker = waiting.shift();
    if (taker) taker(release);
    else releases.push(release);
  };
  const asked = () =>
    new Promise<Release>((resolve) => {
      const release = releases.shift();
      if (release) resolve(release);
      else waiting.push(resolve);
    });
  return { flushFile, asked };
}

const logEvent = (type: string) => (tx: Tx) =>
  tx
    .insert(events)
    .values({ type, at: 'now', actor_id: null, payload: '{}' })
    .returning({ id: events.id })
    .then(([row]) => row!.id);

/** Whether a promise has settled, once the callbacks already due have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/** Waits, a turn of the event loop at a time, for the writer to have committed `count` times. */
async function committed(count: number): Promise<void> {
  while (database.commits() < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('the flush after the commit', () => {
  it('no caller hears, and no cursor passes its event, before the log holding its commit is flushed', async () => {
    const flushes = heldFlushes();
    database = openSqlite(path.join(dir, 'tonic.db'), 5000, UNBOUNDED, flushes.flushFile);
    const before = database.durableEventId();
    const unit = database.transaction(logEvent('gc:flushed'));
    const release = await flushes.asked();
    expect(database.commits()).toBe(1);
    expect(await settled(unit)).toBe(false);
    // Committed, so the reader sees it; but catch-up cursors stop before it.
    expect(await database.read.select().from(events)).toHaveLength(1);
    expect(database.durableEventId()).toBe(before);
    release();
    const id = await unit;
    expect(database.durableEventId()).toBe(id);
    expect(database.flushes()).toBe(1);
  });

  it('commits made while a flush runs share the next flush', async () => {
    const flushes = heldFlushes();
    database = openSqlite(path.join(dir, 'tonic.db'), 5000, UNBOUNDED, flushes.flushFile);
    const first = database.transaction(write('gc-f1'));
    const releaseFirst = await flushes.asked();
    // Two more batches, each committed in a turn of its own while the first flush runs.
    const second = database.transaction(write('gc-f2'));
    await committed(2);
    const third = database.transaction(write('gc-f3'));
    await committed(3);
    expect(await settled(Promise.race([second, third]))).toBe(false);
    releaseFirst();
    await first;
    const releaseNext = await flushes.asked();
    expect(await settled(Promise.race([second, third]))).toBe(false);
    releaseNext();
    await Promise.all([second, third]);
    expect(database.flushes()).toBe(2);
  });

  it('a failed flush fails its units and refuses every write after it', async () => {
    const failing: FlushFile = (_fd, done) => done(Object.assign(new Error('I/O error'), { code: 'EIO' }));
    database = openSqlite(path.join(dir, 'tonic.db'), 5000, UNBOUNDED, failing);
    await expect(database.transaction(write('gc-lost'))).rejects.toMatchObject({ name: 'FlushFailedError' });
    await expect(database.transaction(write('gc-after'))).rejects.toMatchObject({ name: 'FlushFailedError' });
    await expect(database.ping()).rejects.toMatchObject({ name: 'FlushFailedError' });
    expect(await committedKeys()).toEqual(['gc-lost']);
  });

  it('units committed while a flush fails fail with it, and no later flush answers them', async () => {
    const flushes = heldFlushes();
    database = openSqlite(path.join(dir, 'tonic.db'), 5000, UNBOUNDED, flushes.flushFile);
    const first = database.transaction(write('gc-failing'));
    const failFirst = await flushes.asked();
    const during = database.transaction(write('gc-during'));
    await committed(2);
    failFirst(Object.assign(new Error('I/O error'), { code: 'EIO' }));
    await expect(first).rejects.toMatchObject({ name: 'FlushFailedError' });
    await expect(during).rejects.toMatchObject({ name: 'FlushFailedError' });
    expect(database.flushes()).toBe(0);
  });
});
