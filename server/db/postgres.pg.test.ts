// The PostgreSQL engine with concurrent writers, on a throwaway cluster: "check then write"
// under a row lock, readers that see committed rows only, engine errors mapped,
// and event ids that commit in order, so catch-up by id never skips an event committed late.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, createEventLogRepo, newEvent, type StoredEvent } from '../events/eventLog.repo';
import { first } from './database';
import { isUniqueViolation } from './engineErrors';
import { openPostgres, type PostgresDatabase } from './postgres';
import { settings, users } from './tables';

const ADMIN_URL = process.env.TONIC_TEST_PG_URL;
if (!ADMIN_URL) throw new Error('TONIC_TEST_PG_URL is not set: run this file through vitest.pg.config.ts');

let database: PostgresDatabase;
const name = `tonic_engine_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client(ADMIN_URL);
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

beforeAll(async () => {
  await admin(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  database = await openPostgres(url.toString(), { poolSize: 20 });
});

afterAll(async () => {
  await database.close();
  await admin(`drop database "${name}" with (force)`);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settingValue = async (key: string) =>
  first(await database.read.select().from(settings).where(eq(settings.Key, key)))?.Value;

describe('PostgreSQL with concurrent writers', () => {
  it('read-modify-write under the row’s lock loses no update, on any connection', async () => {
    const [user] = await database.transaction((tx) =>
      tx
        .insert(users)
        .values({
          Email: 'counter@tonic.test',
          Username: 'counter',
          PasswordHash: 'x',
          FirstName: 'C',
          LastName: 'O',
          CreatedAt: 'now',
          UpdatedAt: 'now',
        })
        .returning({ Id: users.Id }),
    );
    const id = user!.Id;
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.transaction(async (tx) => {
          await database.lockRow(tx, 'users', id);
          const row = first(await tx.select({ xp: users.TotalXp }).from(users).where(eq(users.Id, id)));
          await pause(1);
          await tx
            .update(users)
            .set({ TotalXp: (row?.xp ?? 0) + 1 })
            .where(eq(users.Id, id));
        }),
      ),
    );
    const [after] = await database.read.select({ xp: users.TotalXp }).from(users).where(eq(users.Id, id));
    expect(after?.xp).toBe(25);
  });

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
      inside();
      await held;
    });
    await started;
    expect(await settingValue('pending')).toBeUndefined();
    release();
    await writing;
    expect(await settingValue('pending')).toBe('1');
  });

  it('a unique violation reaches the caller as one, after a rollback', async () => {
    const user = {
      Email: 'twice@tonic.test',
      Username: 'twice',
      PasswordHash: 'x',
      FirstName: 'T',
      LastName: 'W',
      CreatedAt: 'now',
      UpdatedAt: 'now',
    };
    await database.transaction(async (tx) => {
      await tx.insert(users).values(user);
    });
    const error = await database
      .transaction(async (tx) => {
        await tx.insert(settings).values({ Key: 'rolled-back', Value: '1', ModificationDate: 'now' });
        await tx.insert(users).values(user);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await settingValue('rolled-back')).toBeUndefined();
  });

  it('a named exclusive lock is held by one transaction at a time, on any connection', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken!: (value: boolean) => void;
    const first = new Promise<boolean>((resolve) => {
      taken = resolve;
    });
    const holder = database.transaction(async (tx) => {
      taken(await database.tryExclusive(tx, 'sweep'));
      await held;
    });
    expect(await first).toBe(true);
    expect(await database.transaction((tx) => database.tryExclusive(tx, 'sweep'))).toBe(false);
    expect(await database.transaction((tx) => database.tryExclusive(tx, 'other'))).toBe(true);
    release();
    await holder;
    expect(await database.transaction((tx) => database.tryExclusive(tx, 'sweep'))).toBe(true);
  });

  it('catch-up by event id never skips an event that commits late', async () => {
    const log = createEventLogRepo(database.read);
    const start = await log.newestId();
    const writers = 30;
    let done = false;
    const seen: StoredEvent[] = [];
    // A client catching up over and over while the writers run, as the poll fallback does.
    let cursor = start;
    const catchUp = async () => {
      for (;;) {
        const page = await log.listAfter(['all'], cursor, 100);
        if (page.length === 0) return;
        seen.push(...page);
        cursor = page.at(-1)!.eventId;
      }
    };
    const reader = (async () => {
      while (!done) {
        await catchUp();
        await pause(1);
      }
      // One last catch-up after every writer has committed: a skipped id stays skipped.
      await catchUp();
    })();
    await Promise.all(
      Array.from({ length: writers }, (_, i) =>
        database.transaction(async (tx) => {
          await database.orderEventAppends(tx);
          await appendEvents(
            tx,
            [
              newEvent({
                type: 'content:changed',
                actorId: null,
                rooms: ['all'],
                payload: { Key: `k${i}`, Locale: 'en' },
              }),
            ],
            'now',
          );
          // Some commit at once, some a while after taking their id.
          await pause(i % 3 === 0 ? 20 : 0);
        }),
      ),
    );
    done = true;
    await reader;
    const ids = seen.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(writers);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(seen.map((e) => e.payload.Key).sort()).toEqual(
      Array.from({ length: writers }, (_, i) => `k${i}`).sort(),
    );
  });
});
