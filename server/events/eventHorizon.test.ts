// Reads of the event log by cursor stop at the durable horizon: get_events' catch-up, the newest
// id a client starts from, the operators' tail and pages never hand out an event beyond it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime';
import { openSqlite, type SqliteDatabase } from '../db/sqlite';
import { appendEvents, createEventLogRepo, newEvent } from './eventLog.repo';

let dir: string;
let database: SqliteDatabase;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-horizon-'));
  database = openSqlite(path.join(dir, 'tonic.db'), 5000);
});

afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('stops every read by cursor at the horizon it is given', async () => {
  const room = rooms.user(7);
  const stored = await database.transaction((tx) =>
    appendEvents(
      tx,
      [1, 2, 3].map((n) =>
        newEvent({
          type: 'xp:changed',
          actorId: 7,
          about: { userId: 7 },
          payload: { TotalXp: n * 10, Delta: 10, CourseId: null, CoursePartId: null },
        }),
      ),
      new Date(0).toISOString(),
    ),
  );
  const ids = stored.map((e) => e.eventId);
  expect(database.durableEventId()).toBe(ids[2]);

  let horizon = ids[1]!;
  const log = createEventLogRepo(database.read, async () => horizon);
  expect((await log.listAfter([room], 0, 10)).map((e) => e.eventId)).toEqual(ids.slice(0, 2));
  expect(await log.newestId()).toBe(ids[1]);
  expect((await log.tail(10)).map((e) => e.eventId)).toEqual(ids.slice(0, 2));
  expect((await log.tail(10, ids[0])).map((e) => e.eventId)).toEqual([ids[1]]);
  expect((await log.page({ limit: 10 })).map((e) => e.eventId)).toEqual([ids[1], ids[0]]);

  horizon = ids[2]!;
  expect((await log.listAfter([room], ids[1]!, 10)).map((e) => e.eventId)).toEqual([ids[2]]);
  expect(await log.newestId()).toBe(ids[2]);
});
