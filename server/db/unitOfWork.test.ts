// The unit of work on the embedded engine, against a real SQLite file: all or nothing, events
// appended in the same transaction and published once after the commit, transactions taking
// turns on the writer, and readers that never see uncommitted rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from '../events/bus';
import { eventLogOn, newEvent, type StoredEvent } from '../events/eventLog.repo';
import { first } from './database';
import { isBusyError } from './engineErrors';
import { events, settings } from './schema';
import { openSqlite, type SqliteDatabase } from './sqlite';
import { createUnitOfWork, type RunWork } from './unitOfWork';

let dir: string;
let database: SqliteDatabase;
let published: StoredEvent[][];
let work: RunWork;

const settingEvent = (Key: string) =>
  newEvent({ type: 'content:changed', actorId: null, about: {}, payload: { Key, Locale: 'en' } });

async function settingValue(key: string): Promise<string | undefined> {
  return first(await database.read.select().from(settings).where(eq(settings.Key, key)))?.Value;
}

async function eventCount(): Promise<number> {
  return first(await database.read.select({ n: count() }).from(events))?.n ?? 0;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-uow-'));
  database = openSqlite(path.join(dir, 'tonic.db'), 5000);
  published = [];
  const bus: EventBus = { publish: (list) => void published.push([...list]) };
  work = createUnitOfWork({
    database,
    eventLog: eventLogOn(bus),
    clock: () => Date.parse('2026-11-22T10:00:00Z'),
    onStepError: () => {},
  });
});

afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the unit of work', () => {
  it('commits rows and their events together, then publishes them once', async () => {
    let visibleAtPublish: string | undefined;
    const bus: EventBus = {
      publish: (list) => {
        published.push([...list]);
        void settingValue('a').then((v) => {
          visibleAtPublish = v;
        });
      },
    };
    const run = createUnitOfWork({
      database,
      eventLog: eventLogOn(bus),
      clock: () => 0,
      onStepError: () => {},
    });
    const steps: string[] = [];
    await run(async (w) => {
      await w.tx.insert(settings).values({ Key: 'a', Value: '"1"', ModificationDate: w.now });
      w.log(settingEvent('a'), settingEvent('b'));
      w.afterCommit(() => steps.push('after'));
      expect(published).toHaveLength(0);
    });
    expect(published).toHaveLength(1);
    expect(published[0]!.map((e) => e.payload.Key)).toEqual(['a', 'b']);
    expect(published[0]![1]!.eventId).toBe(published[0]![0]!.eventId + 1);
    expect(await eventCount()).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(visibleAtPublish).toBe('"1"');
    expect(steps).toEqual(['after']);
  });

  it('keeps nothing of a unit that fails: no rows, no events, no pushes, no after-commit steps', async () => {
    const steps: string[] = [];
    await expect(
      work(async (w) => {
        await w.tx.insert(settings).values({ Key: 'gone', Value: '1', ModificationDate: w.now });
        w.log(settingEvent('gone'));
        w.afterCommit(() => steps.push('after'));
        throw new Error('second step failed');
      }),
    ).rejects.toThrow('second step failed');
    expect(await settingValue('gone')).toBeUndefined();
    expect(await eventCount()).toBe(0);
    expect(published).toHaveLength(0);
    expect(steps).toEqual([]);
  });

  it('a command called from another joins its unit of work, and fails with it', async () => {
    const inner = (key: string) =>
      work(async (w) => {
        await w.tx.insert(settings).values({ Key: key, Value: '1', ModificationDate: w.now });
        w.log(settingEvent(key));
      });
    await expect(
      work(async () => {
        await inner('x');
        await inner('y');
        throw new Error('outer failed');
      }),
    ).rejects.toThrow('outer failed');
    expect(await settingValue('x')).toBeUndefined();
    await work(async () => {
      await inner('x');
      await inner('y');
    });
    expect(published).toHaveLength(1);
    expect(published[0]!.map((e) => e.payload.Key)).toEqual(['x', 'y']);
  });
});

describe('SQLite transactions', () => {
  it('readers never see another transaction’s uncommitted rows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const writing = database.transaction(async (tx) => {
      await tx.insert(settings).values({ Key: 'pending', Value: '1', ModificationDate: 'now' });
      expect(first(await tx.select().from(settings).where(eq(settings.Key, 'pending')))?.Value).toBe('1');
      inside();
      await held;
    });
    await started;
    expect(await settingValue('pending')).toBeUndefined();
    release();
    await writing;
    expect(await settingValue('pending')).toBe('1');
  });

  it('concurrent read-modify-write transactions take turns: no update is lost', async () => {
    await database.transaction(async (tx) => {
      await tx.insert(settings).values({ Key: 'counter', Value: '0', ModificationDate: 'now' });
    });
    await Promise.all(
      Array.from({ length: 40 }, () =>
        database.transaction(async (tx) => {
          const row = first(await tx.select().from(settings).where(eq(settings.Key, 'counter')));
          await new Promise((resolve) => setImmediate(resolve));
          const next = String(Number(row?.Value ?? 0) + 1);
          await tx.update(settings).set({ Value: next }).where(eq(settings.Key, 'counter'));
        }),
      ),
    );
    expect(await settingValue('counter')).toBe('40');
  });

  it('a writer that waits past the busy timeout gets BusyError, and the queue goes on', async () => {
    await database.close();
    database = openSqlite(path.join(dir, 'tonic.db'), 50);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const long = database.transaction(async (tx) => {
      await tx.insert(settings).values({ Key: 'long', Value: '1', ModificationDate: 'now' });
      await held;
    });
    const waiting = database.transaction(async () => 'never');
    const error = await waiting.catch((e: unknown) => e);
    expect(isBusyError(error)).toBe(true);
    release();
    await long;
    expect(await database.transaction(async () => 'next')).toBe('next');
    expect(await settingValue('long')).toBe('1');
  });
});
