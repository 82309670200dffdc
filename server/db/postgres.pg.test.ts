// The PostgreSQL engine with concurrent writers, on a throwaway cluster: "check then write"
// under a row lock, readers that see committed rows only, engine errors mapped,
// and event ids drawn concurrently, read and pushed up to the horizon, so catch-up by id never
// skips an event committed late.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../shared/thrown';
import { appendEvents, createEventLogRepo, newEvent, type StoredEvent } from '../events/eventLog.repo';
import { first, type PushReservation, type Tx } from './database';
import { isUniqueViolation } from './engineErrors';
import { openPostgres, type PostgresDatabase } from './postgres';
import { preparedOn, runNamedOnPostgres, sendLastOnPostgres } from './prepared';
import { type StatementSeen, watchStatements } from './statementTap';
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
    const log = createEventLogRepo(database.read, () => database.eventHorizon());
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
          await appendEvents(
            tx,
            [
              newEvent({
                type: 'content:changed',
                actorId: null,
                about: {},
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

describe('event ids drawn concurrently, read up to the horizon', () => {
  const contentEvent = (key: string) =>
    newEvent({ type: 'content:changed', actorId: null, about: {}, payload: { Key: key, Locale: 'en' } });

  it('commits in reverse id order under load: every reader sees every event once, in id order', async () => {
    const log = createEventLogRepo(database.read, () => database.eventHorizon());
    const start = await log.newestId();
    const rounds = 5;
    const perRound = 12;
    let writing = true;

    // Readers by cursor, as get_events (newest id, then the page up to it), the poll fallback
    // (pages of another size) and the operators' tail read the log.
    type Read = (cursor: number) => Promise<StoredEvent[]>;
    const readers: Record<string, Read> = {
      get_events: async (cursor) => log.listAfter(['all'], cursor, 5, await log.newestId()),
      'catch-up pages of 50': (cursor) => log.listAfter(['all'], cursor, 50),
      'operators tail': (cursor) => log.tail(20, cursor),
    };
    const seen: Record<string, number[]> = {};
    const reading = Object.entries(readers).map(async ([name, read]) => {
      const ids: number[] = [];
      seen[name] = ids;
      let cursor = start;
      const drain = async () => {
        for (;;) {
          const page = await read(cursor);
          if (page.length === 0) return;
          ids.push(...page.map((e) => e.eventId));
          cursor = page.at(-1)!.eventId;
        }
      };
      while (writing) {
        await drain();
        await pause(1);
      }
      // Once every writer has ended: an id passed over stays passed over.
      await drain();
    });

    // Ordinary appends beside the rounds, committing as they come.
    const background = Array.from({ length: 3 }, async (_, w) => {
      const ids: number[] = [];
      for (let i = 0; writing; i++) {
        const [stored] = await database.transaction((tx) =>
          appendEvents(tx, [contentEvent(`bg${w}-${i}`)], 'now'),
        );
        ids.push(stored!.eventId);
      }
      return ids;
    });

    // Pushes wait for the horizon and go in id order, whatever the commit order.
    const pushed: number[] = [];
    const pushes: Promise<void>[] = [];
    const committed: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const drawn: { id: number; release: () => void; done: Promise<void> }[] = [];
      let allDrawn!: () => void;
      const everyoneDrew = new Promise<void>((resolve) => {
        allDrawn = resolve;
      });
      for (let i = 0; i < perRound; i++) {
        let release!: () => void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let id = 0;
        let place: PushReservation | undefined;
        const done = database
          .transaction(async (tx) => {
            const [stored] = await appendEvents(tx, [contentEvent(`r${round}-${i}`)], 'now');
            id = stored!.eventId;
            // As the unit of work does: the push's place is taken before the commit.
            place = database.reservePush([id]);
            drawn.push({ id, release, done });
            if (drawn.length === perRound) allDrawn();
            await released;
          })
          .then(() => {
            committed.push(id);
            pushes.push(place!.push((ids) => pushed.push(...ids)));
          });
      }
      await everyoneDrew;
      // The newest id commits first, the oldest last; each while every lower one is in flight.
      const inOrder = [...drawn].sort((a, b) => b.id - a.id);
      const lowest = inOrder.at(-1)!.id;
      for (const [n, writer] of inOrder.entries()) {
        writer.release();
        await writer.done;
        // The newest is committed, the rest in flight: the horizon stays below all of them.
        if (n === 0) expect(await database.eventHorizon()).toBeLessThan(lowest);
      }
    }
    writing = false;
    const ordinary = (await Promise.all(background)).flat();
    await Promise.all(reading);
    await Promise.all(pushes);

    const every = [...committed, ...ordinary].sort((a, b) => a - b);
    expect(committed).toHaveLength(rounds * perRound);
    for (const [name, ids] of Object.entries(seen)) expect({ name, ids }).toEqual({ name, ids: every });
    expect(pushed).toEqual([...committed].sort((a, b) => a - b));
  });

  it('pushes in id order when two transactions drew their ids between each other', async () => {
    // A draws one id, then B two, then A one more: A's ids are not consecutive, and B commits
    // first. A push per transaction, after its highest id, would send B's before A's first.
    const signal = () => {
      let done!: () => void;
      const happened = new Promise<void>((resolve) => {
        done = resolve;
      });
      return { done, happened };
    };
    const aDrewOne = signal();
    const bDrew = signal();
    const pushed: number[] = [];
    let a: number[] = [];
    let b: number[] = [];
    const first = database.transaction(async (tx) => {
      const [one] = await appendEvents(tx, [contentEvent('interleaved-a1')], 'now');
      aDrewOne.done();
      await bDrew.happened;
      const [two] = await appendEvents(tx, [contentEvent('interleaved-a2')], 'now');
      a = [one!.eventId, two!.eventId];
      return database.reservePush(a);
    });
    await aDrewOne.happened;
    const second = database.transaction(async (tx) => {
      const stored = await appendEvents(
        tx,
        [contentEvent('interleaved-b1'), contentEvent('interleaved-b2')],
        'now',
      );
      b = stored.map((e) => e.eventId);
      return database.reservePush(b);
    });
    const placeB = await second;
    bDrew.done();
    const pushB = placeB.push((ids) => pushed.push(...ids));
    const placeA = await first;
    await Promise.all([pushB, placeA.push((ids) => pushed.push(...ids))]);

    expect(a[0]!).toBeLessThan(b[0]!);
    expect(b[1]!).toBeLessThan(a[1]!);
    expect(pushed).toEqual([a[0], b[0], b[1], a[1]]);
  });
});

describe('prepared statements on PostgreSQL', () => {
  const settingValueOf = preparedOn((db) =>
    db
      .select({ Value: settings.Value })
      .from(settings)
      .where(eq(settings.Key, sql.placeholder('key')))
      .prepare(),
  );
  const insertSetting = (tx: Tx, Key: string) =>
    tx.insert(settings).values({ Key, Value: `"${Key}"`, ModificationDate: 'now' });

  it('each transaction runs them on its own connection, while others run them on theirs', async () => {
    let written = 0;
    let read = 0;
    const seen = await Promise.all(
      ['ps-a', 'ps-b'].map((key) =>
        database.transaction(async (tx) => {
          await insertSetting(tx, key);
          written += 1;
          // Both are written, neither committed: each sees its own row only.
          while (written < 2) await pause(5);
          const values = [
            (await settingValueOf(tx).execute({ key: 'ps-a' }))[0]?.Value,
            (await settingValueOf(tx).execute({ key: 'ps-b' }))[0]?.Value,
          ];
          read += 1;
          while (read < 2) await pause(5);
          return values;
        }),
      ),
    );
    expect(seen).toEqual([
      ['"ps-a"', undefined],
      [undefined, '"ps-b"'],
    ]);
  });

  it('are named, so a connection parses one once and keeps it across transactions', async () => {
    type Kept = { name: string; from_sql: boolean; runs: number };
    const samples: { pid: number; kept: Kept[] }[] = [];
    for (let i = 0; i < 6; i++) {
      samples.push(
        await database.transaction(async (tx) => {
          await settingValueOf(tx).execute({ key: 'none' });
          const db = tx as unknown as NodePgDatabase;
          const [backend] = (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
          const { rows } = await db.execute<Kept>(
            sql`select name, from_sql, (generic_plans + custom_plans)::int as runs
                from pg_prepared_statements where statement like '%"Key" = $1%'`,
          );
          return { pid: backend!.pid, kept: rows };
        }),
      );
    }
    for (const { kept } of samples) {
      expect(kept).toHaveLength(1);
      expect(kept[0]!.name).toMatch(/^tonic_[0-9a-f]{24}$/);
      expect(kept[0]!.from_sql).toBe(false);
    }
    // Transactions one after another take the same pooled connection: there the one statement
    // counts every run, so it was kept from one transaction to the next, never parsed again.
    const onFirst = samples.filter((s) => s.pid === samples[0]!.pid).map((s) => s.kept[0]!.runs);
    expect(onFirst.length).toBeGreaterThan(1);
    expect(onFirst).toEqual(onFirst.map((_, i) => onFirst[0]! + i));
  });
});

describe('a pipelining pool', () => {
  it('a last statement sent without waiting commits with the transaction, in the same round trip', async () => {
    const trips: boolean[] = [];
    const stop = watchStatements((s) => {
      if (s.place === 'work') trips.push(s.joined);
    });
    // Handed back inside an object: a promise returned as such would be awaited before the commit.
    const { rows } = await database.transaction(async (tx) => {
      await runNamedOnPostgres(
        tx,
        `insert into settings ("Key", "Value", "ModificationDate") values ($1, '1', 'now')`,
        ['last-first'],
      );
      const sent = sendLastOnPostgres(
        tx,
        `insert into settings ("Key", "Value", "ModificationDate") values ($1, '2', 'now') returning "Value"`,
        ['last-second'],
      );
      return { rows: sent };
    });
    stop();
    expect(await rows).toEqual([{ Value: '2' }]);
    expect([await settingValue('last-first'), await settingValue('last-second')]).toEqual(['1', '2']);
    // BEGIN and the first statement go together, as do the last statement and COMMIT.
    expect(trips).toEqual([false, true, false, true]);
  });

  it('a connection’s transactions share one handle, and nothing of one carries to the next', async () => {
    const handles: Tx[] = [];
    // One after another: the pool hands back the connection freed last.
    const failed = await database
      .transaction(async (tx) => {
        handles.push(tx);
        void sendLastOnPostgres(tx, 'select 1 / ($1::integer - 1)', [1]);
      })
      .catch((e: unknown) => e);
    expect(messageOf(failed)).toMatch(/division by zero/);
    const value = await database.transaction(async (tx) => {
      handles.push(tx);
      await tx.insert(settings).values({ Key: 'after-shared-handle', Value: '1', ModificationDate: 'now' });
      return 'committed';
    });
    expect(handles[1]).toBe(handles[0]);
    // The first one's failed last statement is not the second one's.
    expect(value).toBe('committed');
    expect(await settingValue('after-shared-handle')).toBe('1');
  });

  it('sends the statements of one turn in one socket write, and each turn in its own', async () => {
    const seen: StatementSeen[] = [];
    const stop = watchStatements((s) => {
      if (s.place === 'work') seen.push(s);
    });
    const insert = `insert into settings ("Key", "Value", "ModificationDate") values ($1, $2, 'now')`;
    await database.transaction(async (tx) => {
      // Three statements in one turn, none waiting for another: one write with BEGIN.
      await Promise.all([
        runNamedOnPostgres(tx, insert, ['turn-1a', '1']),
        runNamedOnPostgres(tx, insert, ['turn-1b', '1']),
        runNamedOnPostgres(tx, insert, ['turn-1c', '1']),
      ]);
      // After their answers, the last statement and COMMIT: the next write.
      void sendLastOnPostgres(tx, insert, ['turn-2', '2']);
    });
    stop();
    expect(seen.map((s) => s.text.split(' ')[0])).toEqual([
      'begin',
      'insert',
      'insert',
      'insert',
      'insert',
      'commit',
    ]);
    // Numbered by the connection's real socket as its bytes left.
    const [first, , , , last, commit] = seen.map((s) => s.write);
    expect(first).toBeDefined();
    expect(seen.map((s) => s.write)).toEqual([first, first, first, first, last, last]);
    expect(last).toBeGreaterThan(first!);
    expect(commit).toBe(last);
    expect(await settingValue('turn-1c')).toBe('1');
    expect(await settingValue('turn-2')).toBe('2');
  });

  it('a statement that fails within one write fails its transaction and writes nothing of it', async () => {
    const seen: StatementSeen[] = [];
    const stop = watchStatements((s) => {
      if (s.place === 'work') seen.push(s);
    });
    const insert = `insert into settings ("Key", "Value", "ModificationDate") values ($1, '1', 'now')`;
    const error = await database
      .transaction(async (tx) => {
        // A write before and after the failing statement, all in BEGIN's write.
        await Promise.all([
          runNamedOnPostgres(tx, insert, ['one-write-before']),
          runNamedOnPostgres(tx, 'select 1 / ($1::integer - 1)', [1]),
          runNamedOnPostgres(tx, insert, ['one-write-after']),
        ]);
      })
      .catch((e: unknown) => e);
    stop();
    expect(messageOf(error)).toMatch(/division by zero/);
    const begin = seen.findIndex((s) => /^begin\b/i.test(s.text));
    expect(seen[begin]?.write).toBeDefined();
    expect(seen.slice(begin, begin + 4).map((s) => s.write)).toEqual(Array(4).fill(seen[begin]?.write));
    expect(await settingValue('one-write-before')).toBeUndefined();
    expect(await settingValue('one-write-after')).toBeUndefined();
    // The connection is whole again: the next transaction on the pool commits.
    await database.transaction((tx) => runNamedOnPostgres(tx, insert, ['after-one-write']));
    expect(await settingValue('after-one-write')).toBe('1');
  });

  it('a last statement that fails rolls the transaction back and fails it', async () => {
    const error = await database
      .transaction(async (tx) => {
        await tx.insert(settings).values({ Key: 'undone-by-last', Value: '1', ModificationDate: 'now' });
        void sendLastOnPostgres(tx, 'select 1 / ($1::integer - 1)', [1]);
      })
      .catch((e: unknown) => e);
    expect(messageOf(error)).toMatch(/division by zero/);
    expect(await settingValue('undone-by-last')).toBeUndefined();
    // The connection is whole again: the next transaction on the pool commits.
    await database.transaction((tx) =>
      tx.insert(settings).values({ Key: 'after-last', Value: '1', ModificationDate: 'now' }),
    );
    expect(await settingValue('after-last')).toBe('1');
  });
});
