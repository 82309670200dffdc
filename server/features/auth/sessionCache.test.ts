// The session check answered from memory: a repeated check reads no database, and every change
// that ends a session or changes what the check answers is seen by the very next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import { changesSignIn, SIGN_IN_USER_COLUMNS } from '../../db/userRows';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';
import { type PhotoFile, presentSessionUser } from './auth.presenter';
import type { UserRecord } from './auth.repo';
import { createSessionCache } from './sessionCache';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ TONIC_METRICS: 'true' });
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

/** The node's session checks so far, by where they were answered (GET /healthz/metrics). */
async function checks(): Promise<{ memory: number; database: number }> {
  const text = await (await fetch(`${server.url}/healthz/metrics`)).text();
  const read = (source: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`tonic_session_checks{source="${source}"}`));
    return Number(line?.split(' ')[1]);
  };
  return { memory: read('memory'), database: read('database') };
}

const whoAmI = (token: string) => server.call(calls.auth.authUser, {}, token);

/** A new person signed in, their session check answered once (so it is now in memory). */
async function signedInPerson(name: string): Promise<{ id: number; token: string }> {
  const id = await insertPerson(server, `${name}@cache.test`, USER_TYPE.student);
  const token = await server.signIn(`${name}@cache.test`);
  expect((await whoAmI(token)).status).toBe(200);
  return { id, token };
}

/** Answers the check for `token` and asserts it came from memory. */
async function fromMemory(token: string) {
  const before = await checks();
  const reply = await whoAmI(token);
  expect(reply.status).toBe(200);
  expect(await checks()).toEqual({ memory: before.memory + 1, database: before.database });
  return reply;
}

describe('the session check from memory', () => {
  it('answers repeated checks without reading the database', async () => {
    const { token } = await signedInPerson('repeat');
    const before = await checks();
    for (let i = 0; i < 5; i++) expect((await whoAmI(token)).status).toBe(200);
    expect(await checks()).toEqual({ memory: before.memory + 5, database: before.database });
  });

  it('refuses a cached session at once after sign-out', async () => {
    const { token } = await signedInPerson('signout');
    await fromMemory(token);
    expect((await server.call(calls.auth.signOut, {}, token)).status).toBe(200);
    expect((await whoAmI(token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('refuses a cached session at once after the admin ends the user’s sessions', async () => {
    const { id, token } = await signedInPerson('ended');
    await fromMemory(token);
    expect((await server.call(calls.users.endUserSessions, { Id: id }, admin)).status).toBe(200);
    expect((await whoAmI(token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('refuses a cached session at once after a lock', async () => {
    const { id, token } = await signedInPerson('locked');
    await fromMemory(token);
    expect(
      (await server.call(calls.users.setUsersLocked, { UserIds: [id], Locked: true }, admin)).status,
    ).toBe(200);
    expect((await whoAmI(token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('refuses a cached session at once after a change of user type', async () => {
    const { id, token } = await signedInPerson('promoted');
    await fromMemory(token);
    const saved = await server.call(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach }, admin);
    expect(saved.status).toBe(200);
    expect((await whoAmI(token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('answers a changed name at the next call', async () => {
    const { id, token } = await signedInPerson('renamed');
    await fromMemory(token);
    expect((await server.call(calls.users.saveUser, { Id: id, FirstName: 'Renamed' }, admin)).status).toBe(
      200,
    );
    expect((await whoAmI(token)).body.data).toMatchObject({ FirstName: 'Renamed' });
  });

  it('a password change ends the other cached sessions at once and keeps this one', async () => {
    const { token: here } = await signedInPerson('password');
    const there = await server.signIn('password@cache.test');
    await whoAmI(there);
    await fromMemory(here);
    await fromMemory(there);
    const changed = await server.call(
      calls.profile.changePassword,
      { CurrentPassword: DEMO_PASSWORD, Password: 'A-new-Passw0rd!', Password2: 'A-new-Passw0rd!' },
      here,
    );
    expect(changed.status).toBe(200);
    expect((await whoAmI(there)).body.error_code).toBe('INVALID_TOKEN');
    expect((await whoAmI(here)).status).toBe(200);
  });
});

describe('which writes change a session check', () => {
  it('counts the columns the check answers, and not the others', () => {
    expect(changesSignIn('update "users" set "Locked" = $1, "UpdatedAt" = $2 where "users"."Id" = $3')).toBe(
      true,
    );
    expect(changesSignIn('update "users" set "TotalXp" = "users"."TotalXp" + ? where "users"."Id" = ?')).toBe(
      true,
    );
    expect(changesSignIn('update "users" set "LastSeen" = $1 where "users"."Id" = $2')).toBe(false);
    expect(changesSignIn('insert into "users" ("Email") values ($1)')).toBe(false);
    expect(changesSignIn('update "sessions" set "LastUsedAt" = $1 where "sessions"."Id" = $2')).toBe(false);
    expect(changesSignIn('update "sessions" set "RevokedAt" = $1 where "sessions"."UserId" = $2')).toBe(true);
    expect(changesSignIn('delete from "sessions" where "sessions"."UserId" = $1')).toBe(true);
    expect(changesSignIn('insert into "company_members" ("CompanyId", "UserId") values ($1, $2)')).toBe(true);
    expect(changesSignIn('delete from "user_files" where "user_files"."Id" = $1')).toBe(true);
    expect(changesSignIn('select * from "users"')).toBe(false);
  });

  it('knows every users column the session check answers', () => {
    const user = Object.fromEntries(SIGN_IN_USER_COLUMNS.map((c) => [c, null])) as unknown as UserRecord;
    const photo: PhotoFile = { Folder: 'profile/', FileName: 'me.png' };
    // Avatar and CompanyIds come from user_files and company_members, which count whole.
    const answered = Object.keys(presentSessionUser(user, photo, [])).filter(
      (k) => k !== 'Avatar' && k !== 'CompanyIds',
    );
    expect(SIGN_IN_USER_COLUMNS).toEqual(expect.arrayContaining(answered));
  });
});

describe('the entries the cache keeps', () => {
  /** A cache on a clock the test moves, and a session entry of `id`. */
  function cacheAt() {
    const clock = { now: 0 };
    const cache = createSessionCache<string>({ maxAgeMs: 10_000, monotonic: () => clock.now });
    const fill = (id: number, forMs: number) =>
      cache.fill(cache.ticket(), { row: `row ${id}`, userId: id, sessionId: id, tokenHash: `h${id}` }, forMs);
    return { clock, cache, fill };
  }

  it('leaves at its session’s end, used again or not', () => {
    const { clock, cache, fill } = cacheAt();
    fill(1, 1_000);
    fill(2, 60_000);
    expect(cache.byHash('h1')?.row).toBe('row 1');
    clock.now = 1_000;
    expect(cache.byHash('h1')).toBeUndefined();
    // Sessions never looked up again are swept out by later fills, not kept for ever.
    fill(3, 500);
    clock.now = 20_000;
    fill(4, 60_000);
    expect(cache.size()).toBe(1);
    expect(cache.byHash('h4')?.row).toBe('row 4');
  });

  it('holds no more than the sessions that can still answer', () => {
    const { clock, cache, fill } = cacheAt();
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 100; i++) fill(round * 100 + i, 1_000);
      clock.now += 6_000;
    }
    // Each round's sessions ended before the next round's fills swept them.
    expect(cache.size()).toBeLessThanOrEqual(100);
  });
});
