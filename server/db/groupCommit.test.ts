// Group commit on the embedded engine, against a real SQLite file: overlapping units of work
// share one COMMIT, a lone one commits at once, no caller hears before the commit, and a unit
// that fails is undone alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from './database';
import { settings } from './schema';
import { type GroupCommit, openSqlite, type SqliteDatabase } from './sqlite';

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
