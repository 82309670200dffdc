import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { USER_TYPE } from '../../shared/access';
import * as calls from '../../shared/calls';
import { defineCall } from '../../shared/calls/define';
import type { getMessages } from '../../shared/calls/messages';
import type { sendContact } from '../../shared/calls/publicSite';
import { startServer, type TestServer } from '../test/harness';
import type { AuthedUser, ContextFor } from './registry';

let server: TestServer;
let student: string;
let coach: string;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  coach = await server.signIn('coach@tonic.test');
});
afterAll(() => server.close());

describe('bad input never reaches a handler', () => {
  it('answers 400 INVALID_JSON for unparsable data', async () => {
    const reply = await server.post('login.php', new URLSearchParams({ req: 'sign_in', data: '{"Email":' }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'INVALID_JSON', field: 'data' });
    expect(typeof reply.body.message).toBe('string');
  });

  it('answers 400 MISSING_REQ without req', async () => {
    const reply = await server.post('login.php', new URLSearchParams({ data: '{}' }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'MISSING_REQ', field: 'req' });
  });

  it('answers 400 UNKNOWN_CALL for an unknown req', async () => {
    const reply = await server.callRaw('login.php', 'drop_everything', {});
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'UNKNOWN_CALL', field: 'req' });
  });

  it('names the offending field of a wrong type', async () => {
    const reply = await server.call(calls.users.getUsers, { page: 'seven' }, coach);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'VALIDATION_FAILED', field: 'page' });
  });

  it('refuses a sort field outside the allowlist', async () => {
    const reply = await server.call(calls.users.getUsers, { SortBy: 'PasswordHash' }, coach);
    expect(reply.body).toMatchObject({ status: 'INVALID', field: 'SortBy' });
  });

  it('answers 400 BODY_TOO_LARGE for an oversized body', async () => {
    const big = JSON.stringify({ Email: 'a@b.se', Password: 'x'.repeat(1_200_000) });
    const reply = await server.post('login.php', new URLSearchParams({ req: 'sign_in', data: big }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'BODY_TOO_LARGE' });
  });

  it('answers 400 for an oversized multipart field', async () => {
    const form = new FormData();
    form.set('req', 'sign_in');
    form.set('data', 'x'.repeat(1_100_000));
    const reply = await server.post('login.php', form);
    expect(reply.status).toBe(400);
    expect(reply.body.status).toBe('INVALID');
  });

  it('refuses a body whose type it cannot read, whatever the Content-Type says', async () => {
    const reply = await server.post('login.php', 'req=sign_in', { 'content-type': 'text/plain' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'UNSUPPORTED_BODY' });
    const lying = await server.post('login.php', 'req=sign_in&data={}', {
      'content-type': 'application/json',
    });
    expect(lying.status).toBe(400);
    expect(lying.body.error_code).toBe('INVALID_JSON');
  });

  it('drops unknown keys instead of passing them on', async () => {
    const reply = await server.call(calls.settings.getSettings, {
      evil: true,
      __proto__: { admin: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).not.toHaveProperty('evil');
  });
});

describe('the same call in every accepted body format', () => {
  const credentials = { Email: 'student2@tonic.test', Password: 'tonic-demo' };

  it('reads urlencoded, multipart and JSON bodies', async () => {
    const urlencoded = await server.call(calls.auth.signIn, credentials);
    const form = new FormData();
    form.set('req', 'sign_in');
    form.set('data', JSON.stringify(credentials));
    const multipart = await server.post('login.php', form);
    const json = await server.post('login.php', JSON.stringify({ req: 'sign_in', data: credentials }), {
      'content-type': 'application/json',
    });
    const jsonString = await server.post(
      'login.php',
      JSON.stringify({ req: 'sign_in', data: JSON.stringify(credentials) }),
      { 'content-type': 'application/json' },
    );
    for (const reply of [urlencoded, multipart, json, jsonString]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: 'OK', data: { Username: 'student2@tonic.test' } });
      expect(typeof reply.body.datetime).toBe('string');
    }
  });

  it('takes the token with or without Bearer', async () => {
    const bare = await server.post('users.php', new URLSearchParams({ req: 'get_users', data: '{}' }), {
      authorization: coach,
    });
    expect(bare.status).toBe(200);
  });
});

describe('access rules (deny by default)', () => {
  it('handlers of signed-in calls get a user; public calls may have none', () => {
    expectTypeOf<ContextFor<typeof getMessages>['user']>().toEqualTypeOf<AuthedUser>();
    expectTypeOf<ContextFor<typeof sendContact>['user']>().toEqualTypeOf<AuthedUser | null>();
  });

  it('every declared call is registered and names its access rule', () => {
    const registered = server.app.tonic.registry.list();
    expect(registered.map((c) => `${c.contract.file} ${c.contract.req}`).sort()).toEqual(
      calls.ALL_CALLS.map((c) => `${c.file} ${c.req}`).sort(),
    );
    for (const call of registered)
      expect(['public', 'auth', 'staff', 'admin']).toContain(call.contract.access);
  });

  it('every non-public call refuses a caller without a token, and a bad token', async () => {
    for (const { contract } of server.app.tonic.registry
      .list()
      .filter((c) => c.contract.access !== 'public')) {
      const none = await server.call(contract, {});
      expect(none.status, `${contract.req} without token`).toBe(401);
      expect(none.body.error_code).toBe('NO_TOKEN');
      const bad = await server.call(contract, {}, 'not-a-token');
      expect(bad.status, `${contract.req} with a bad token`).toBe(401);
      expect(bad.body.error_code).toBe('INVALID_TOKEN');
    }
  });

  it('every staff and admin call refuses a student with 403 FORBIDDEN', async () => {
    const guarded = server.app.tonic.registry
      .list()
      .filter((c) => ['staff', 'admin'].includes(c.contract.access));
    expect(guarded.length).toBeGreaterThan(0);
    for (const { contract } of guarded) {
      const reply = await server.call(contract, {}, student);
      expect(reply.status, `${contract.req} as student`).toBe(403);
      expect(reply.body).toMatchObject({ status: 'FORBIDDEN', error_code: 'FORBIDDEN' });
    }
  });

  it('a student calling a staff call changes nothing', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const before = await server.call(calls.users.getUsers, { Search: 'student2' }, admin);
    const reply = await server.call(
      calls.users.saveUser,
      { Id: 4, FirstName: 'Hacked', Locked: true },
      student,
    );
    expect(reply.status).toBe(403);
    const after = await server.call(calls.users.getUsers, { Search: 'student2' }, admin);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('an admin-only call refuses a coach', async () => {
    const reply = await server.call(calls.settings.saveSettings, { registrationEnabled: false }, coach);
    expect(reply.status).toBe(403);
    const settings = await server.call(calls.settings.getSettings);
    expect(settings.body.data).toMatchObject({ registrationEnabled: true });
  });

  it('power fields are not taken from a staff payload without the power: a coach cannot make an admin', async () => {
    const reply = await server.call(calls.users.saveUser, { Id: 3, UserType: USER_TYPE.admin }, coach);
    expect(reply.status).toBe(403);
    expect(reply.body.field).toBe('UserType');
  });
});

describe('failures', () => {
  it('a thrown handler answers INTERNAL without stack or SQL, and the server lives on', async () => {
    const boom = defineCall({
      file: 'settings.php',
      req: 'test_boom',
      access: 'public',
      scope: 'open',
      summary: 'test only',
      input: z.object({}),
      output: z.object({}),
    });
    server.app.tonic.registry.add(boom, () => {
      throw new Error('SELECT secret FROM users WHERE 1; at Object.<anonymous> (/server/x.ts:1:1)');
    });
    const reply = await server.call(boom);
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      status: 'ERROR',
      error_code: 'INTERNAL',
      message: 'Something went wrong...',
    });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('unknown /api paths answer a JSON 404 in the envelope', async () => {
    const res = await fetch(`${server.url}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'NOT_FOUND', error_code: 'NOT_FOUND' });
    const file = await server.callRaw('nothing.php', 'x');
    expect(file.status).toBe(404);
  });

  it('sends the security headers on every response', async () => {
    for (const res of [await fetch(`${server.url}/healthz`), await fetch(`${server.url}/api/x`)]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Video blocks: the two embedded players, and video files from https:// addresses.
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
      expect(csp).toContain("media-src 'self' blob: https:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
