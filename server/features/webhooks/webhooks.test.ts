// Webhooks over real HTTP: endpoints registered through the calls, events sent to a real local
// receiver (node:http) and verified with the `standardwebhooks` package, company walls, the
// retry schedule on the injected clock, and replays.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Webhook as Endpoint, WebhookDelivery } from '../../../shared/calls/webhooks';
import { serverEventSchemas } from '../../../shared/realtime';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../../shared/webhooks';
import {
  collectEvents,
  connected,
  nextEventWhere,
  type Reply,
  startServer,
  type TestServer,
  until,
} from '../../test/harness';
import { insertPerson } from '../../test/people';
import { type Received, receiver, verified } from '../../test/webhookReceiver';

const WAIT_MS = 20_000;

function data<T>(reply: Reply): T {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

let server: TestServer;
let admin: string;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;

async function company(name: string): Promise<number> {
  return data<{ Id: number }>(
    await server.call(calls.companies.saveCompany, { Name: name, PlanKey: 'professional' }, admin),
  ).Id;
}

/** Renames a company as the school's admin: logs `company:changed` for the school's and its staff. */
async function touch(companyId: number, name: string): Promise<void> {
  data(
    await server.call(
      calls.companies.saveCompany,
      { Id: companyId, Name: name, PlanKey: 'professional' },
      admin,
    ),
  );
}

async function companyAdmin(companyId: number, email: string): Promise<string> {
  const id = await insertPerson(server, email, 2);
  data(await server.call(calls.companies.addCompanyMember, { CompanyId: companyId, UserId: id }, admin));
  return server.signIn(email);
}

async function endpoints(token: string, node: TestServer = server): Promise<Endpoint[]> {
  return data<Endpoint[]>(await node.call(calls.webhooks.getWebhooks, {}, token));
}

async function deliveries(token: string, Id: number): Promise<WebhookDelivery[]> {
  return data<WebhookDelivery[]>(await server.call(calls.webhooks.getWebhookDeliveries, { Id }, token));
}

async function register(token: string, url: string, Events: string[]) {
  return data<{ Id: number; Secret: string }>(
    await server.call(calls.webhooks.saveWebhook, { Url: url, Events, Active: true }, token),
  );
}

/** The newest event of a type (the deliveries' own `webhook:changed` events interleave). */
async function newestEventId(type = 'company:changed'): Promise<number> {
  const [row] = await server.sql<{ id: number | null }>(
    'select max("id") as "id" from events where "type" = ?',
    type,
  );
  return Number(row?.id ?? 0);
}

/** A certificate of the school's academy course, held by a person the test made. */
async function certificateOf(userId: number, code: string): Promise<number> {
  const [row] = await server.sql<{ Id: number }>(
    `insert into certificates ("UserId", "CourseId", "Code", "IssuedAt") values (?, 1, ?, '2026-03-01T10:00:00.000Z') returning "Id"`,
    userId,
    code,
  );
  return row!.Id;
}

beforeAll(async () => {
  server = await startServer({ TONIC_SITE: 'teams', TONIC_WEBHOOKS_ALLOW_PRIVATE: 'true' });
  admin = await server.signIn('admin@tonic.test');
  companyA = await company('Hook Alpha AB');
  companyB = await company('Hook Beta AB');
  adminA = await companyAdmin(companyA, 'admin@hook-alpha.test');
  adminB = await companyAdmin(companyB, 'admin@hook-beta.test');
}, 60_000);
afterAll(() => server.close());

describe('registration', () => {
  let strict: TestServer;
  let strictAdmin: string;
  beforeAll(async () => {
    strict = await startServer();
    strictAdmin = await strict.signIn('admin@tonic.test');
  });
  afterAll(() => strict.close());

  const refused = async (node: TestServer, token: string, Url: string) =>
    node.call(calls.webhooks.saveWebhook, { Url, Events: ['task:changed'], Active: true }, token);

  it('refuses plain http, private, loopback and link-local addresses, and unknown hosts, naming the field', async () => {
    const cases: [string, string][] = [
      ['http://93.184.215.14/hook', 'WEBHOOK_URL_NOT_HTTPS'],
      ['ftp://93.184.215.14/hook', 'WEBHOOK_URL_NOT_HTTPS'],
      ['not a url', 'WEBHOOK_URL_INVALID'],
      ['https://user:pw@93.184.215.14/hook', 'WEBHOOK_URL_INVALID'],
      ['https://127.0.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://localhost/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://10.1.2.3/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://172.20.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://192.168.1.10/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://169.254.169.254/latest', 'WEBHOOK_URL_PRIVATE'],
      ['https://100.64.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://[::1]/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://[fe80::1]/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://[fd00::1]/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://[::ffff:10.0.0.1]/hook', 'WEBHOOK_URL_PRIVATE'],
      ['https://no-such-host.invalid/hook', 'WEBHOOK_URL_UNRESOLVED'],
    ];
    for (const [url, code] of cases) {
      const reply = await refused(strict, strictAdmin, url);
      expect(reply.status, url).toBe(400);
      expect(reply.body, url).toMatchObject({ status: 'INVALID', error_code: code, field: 'Url' });
      expect(typeof reply.body.message).toBe('string');
    }
    expect(await strict.sql('select * from webhook_endpoints')).toEqual([]);
    // A public https address is taken, and its secret shown once.
    const made = data<{ Id: number; Secret: string }>(
      await refused(strict, strictAdmin, 'https://93.184.215.14/hook'),
    );
    expect(made.Secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    const listed = await endpoints(strictAdmin, strict);
    expect(listed.map((e) => e.Id)).toEqual([made.Id]);
    expect(JSON.stringify(listed)).not.toContain(made.Secret);
  });

  it('with TONIC_WEBHOOKS_ALLOW_PRIVATE, still never this server itself', async () => {
    const port = new URL(server.url).port;
    for (const url of [`http://127.0.0.1:${port}/api/backend/x`, `http://localhost:${port}/hook`]) {
      const reply = await refused(server, admin, url);
      expect(reply.body, url).toMatchObject({ error_code: 'WEBHOOK_URL_SELF', field: 'Url' });
    }
  });

  it('a company’s people other than its admins are refused; an unknown event type is invalid', async () => {
    const coach = await insertPerson(server, 'coach@hook-alpha.test', 8);
    data(await server.call(calls.companies.addCompanyMember, { CompanyId: companyA, UserId: coach }, admin));
    const coachToken = await server.signIn('coach@hook-alpha.test');
    expect((await refused(server, coachToken, 'http://127.0.0.1:9/hook')).status).toBe(403);
    const bad = await server.call(
      calls.webhooks.saveWebhook,
      { Url: 'http://127.0.0.1:9/hook', Events: ['message:new'], Active: true },
      adminA,
    );
    expect(bad.body).toMatchObject({ status: 'INVALID', error_code: 'VALIDATION_FAILED' });
  });
});

describe('delivery', () => {
  it('sends each event signed: standardwebhooks verifies it, and the body is the catalogue’s event', async () => {
    const hook = await receiver();
    const made = await register(admin, hook.url, ['company:changed']);
    await touch(companyA, 'Hook Alpha AB (signed)');
    await until(() => hook.got.length >= 1, WAIT_MS);
    const [got] = hook.got;
    const body = verified(made.Secret, got!);
    expect(body.type).toBe('company:changed');
    expect(got!.headers['webhook-id']).toBe(String(body.id));
    expect(got!.headers['content-type']).toBe('application/json');
    // The payload is exactly the push the catalogue defines.
    expect(serverEventSchemas['company:changed'].parse(body.payload)).toEqual(body.payload);
    expect(body.payload).toMatchObject({ CompanyId: companyA, eventId: body.id, at: body.at });
    // A wrong secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(got!.body, {
        'webhook-id': String(got!.headers['webhook-id']),
        'webhook-timestamp': String(got!.headers['webhook-timestamp']),
        'webhook-signature': String(got!.headers['webhook-signature']),
      }),
    ).toThrow();
    await until(
      async () => (await deliveries(admin, made.Id)).some((d) => d.Status === 'delivered'),
      WAIT_MS,
    );
    const [delivery] = await deliveries(admin, made.Id);
    expect(delivery).toMatchObject({
      EventId: body.id,
      Status: 'delivered',
      Attempts: 1,
      ResponseStatus: 200,
    });
    // A rolled secret signs the next deliveries.
    const rolled = data<{ Secret: string }>(
      await server.call(calls.webhooks.rollWebhookSecret, { Id: made.Id }, admin),
    );
    await touch(companyA, 'Hook Alpha AB (rolled)');
    await until(() => hook.got.length >= 2, WAIT_MS);
    verified(rolled.Secret, hook.got[1]!);
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, admin));
    await hook.close();
  });

  it('company walls: A’s endpoint gets none of B’s or the school’s events; the school’s gets them all', async () => {
    const hookA = await receiver();
    const hookB = await receiver();
    const hookSchool = await receiver();
    const types = ['company:changed', 'user:changed', 'task:changed'];
    const a = await register(adminA, hookA.url, types);
    const b = await register(adminB, hookB.url, types);
    const school = await register(admin, hookSchool.url, types);
    await touch(companyB, 'Hook Beta AB (walls)');
    const bEvent = await newestEventId();
    await touch(companyA, 'Hook Alpha AB (walls)');
    const aEvent = await newestEventId();
    const ids = (hook: { got: Received[] }) => hook.got.map((g) => Number(g.headers['webhook-id']));
    await until(() => ids(hookA).includes(aEvent) && ids(hookB).includes(bEvent), WAIT_MS);
    await until(() => ids(hookSchool).includes(aEvent) && ids(hookSchool).includes(bEvent), WAIT_MS);
    // A's endpoint has read the log past B's event, and took only its own.
    await until(
      async () => ((await endpoints(adminA)).find((e) => e.Id === a.Id)?.Cursor ?? 0) >= aEvent,
      WAIT_MS,
    );
    for (const got of hookA.got)
      expect(verified(a.Secret, got).payload).toMatchObject({ CompanyId: companyA });
    for (const got of hookB.got)
      expect(verified(b.Secret, got).payload).toMatchObject({ CompanyId: companyB });
    expect(ids(hookA)).not.toContain(bEvent);
    expect(ids(hookB)).not.toContain(aEvent);
    // Each admin lists their own endpoints; the school's every one.
    expect((await endpoints(adminA)).map((e) => e.Id)).toEqual([a.Id]);
    expect((await endpoints(admin)).map((e) => e.Id)).toEqual(
      expect.arrayContaining([a.Id, b.Id, school.Id]),
    );
    // B's endpoint is out of A's reach: exactly like a missing one.
    for (const contract of [
      calls.webhooks.getWebhookDeliveries,
      calls.webhooks.removeWebhook,
      calls.webhooks.rollWebhookSecret,
    ]) {
      const theirs = await server.call(contract, { Id: b.Id }, adminA);
      const missing = await server.call(contract, { Id: 2_000_000_000 }, adminA);
      expect(theirs.status).toBe(404);
      expect({ ...theirs.body, datetime: null }).toEqual({ ...missing.body, datetime: null });
    }
    for (const id of [a.Id, b.Id, school.Id])
      data(await server.call(calls.webhooks.removeWebhook, { Id: id }, admin));
    await Promise.all([hookA.close(), hookB.close(), hookSchool.close()]);
  });

  it('retries after 30 s, 2 min and 10 min on the injected clock, then delivers once the receiver is up', async () => {
    let status = 503;
    const hook = await receiver(() => status);
    const made = await register(admin, hook.url, ['company:changed']);
    await touch(companyB, 'Hook Beta AB (retries)');
    const eventId = await newestEventId();
    // Settled after try n: pending, its next try `pause` after this one ended.
    const settled = async (n: number, pause: number) => {
      await until(async () => {
        const [d] = await deliveries(admin, made.Id);
        return (
          d?.Attempts === n &&
          d.Status === 'pending' &&
          d.NextAt !== null &&
          d.LastAttemptAt !== null &&
          Date.parse(d.NextAt) - Date.parse(d.LastAttemptAt) === pause
        );
      }, WAIT_MS);
      return (await deliveries(admin, made.Id))[0]!;
    };
    for (const [i, pause] of WEBHOOK_RETRY_DELAYS_MS.slice(0, 3).entries()) {
      const d = await settled(i + 1, pause);
      expect(d).toMatchObject({ ResponseStatus: 503, LastError: 'The receiver answered 503.' });
      expect(hook.got).toHaveLength(i + 1);
      if (i === 2) status = 200;
      server.advance(pause);
    }
    await until(async () => (await deliveries(admin, made.Id))[0]?.Status === 'delivered', WAIT_MS);
    expect((await deliveries(admin, made.Id))[0]).toMatchObject({
      Attempts: 4,
      ResponseStatus: 200,
      EventId: eventId,
    });
    // Every try carried the same webhook-id: the receiver tells them apart as one event.
    expect(new Set(hook.got.map((g) => g.headers['webhook-id']))).toEqual(new Set([String(eventId)]));
    for (const got of hook.got) verified(made.Secret, got);
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, admin));
    await hook.close();
  });

  it('gives a delivery up after the try that follows the 24 h pause, and lists it as failed', async () => {
    const hook = await receiver(() => 500);
    const made = await register(admin, hook.url, ['company:changed']);
    await touch(companyA, 'Hook Alpha AB (given up)');
    const first = async () => (await deliveries(admin, made.Id))[0];
    for (const [i, pause] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      await until(async () => {
        const d = await first();
        return (
          d?.Attempts === i + 1 &&
          d.Status === 'pending' &&
          d.NextAt !== null &&
          d.LastAttemptAt !== null &&
          Date.parse(d.NextAt) - Date.parse(d.LastAttemptAt) === pause
        );
      }, WAIT_MS);
      server.advance(pause);
    }
    await until(async () => (await first())?.Status === 'failed', WAIT_MS);
    expect(await first()).toMatchObject({ Attempts: 7, NextAt: null, ResponseStatus: 500 });
    expect(hook.got).toHaveLength(7);
    expect((await endpoints(admin)).find((e) => e.Id === made.Id)).toMatchObject({ Failed: 1, Pending: 0 });
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, admin));
    await hook.close();
  });

  it('a receiver that does not answer holds up no call: sends run after the commit, off the request', async () => {
    const held: http.ServerResponse[] = [];
    const slow = http.createServer((req, res) => {
      req.resume();
      held.push(res);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`;
    const made = await register(admin, url, ['company:changed']);
    await touch(companyB, 'Hook Beta AB (slow 1)');
    await until(() => held.length >= 1, WAIT_MS);
    // The receiver still holds its first delivery: the next change answers all the same.
    await touch(companyB, 'Hook Beta AB (slow 2)');
    expect(held.filter((res) => !res.writableEnded).length).toBeGreaterThanOrEqual(1);
    for (const res of held) res.end();
    await until(async () => (await deliveries(admin, made.Id)).length === 2, WAIT_MS);
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, admin));
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  it('an inactive endpoint gets nothing; switched on again it starts at the newest event', async () => {
    const paused = await receiver();
    const live = await receiver();
    const made = data<{ Id: number; Secret: string }>(
      await server.call(
        calls.webhooks.saveWebhook,
        { Url: paused.url, Events: ['company:changed'], Active: false },
        admin,
      ),
    );
    const witness = await register(admin, live.url, ['company:changed']);
    await touch(companyA, 'Hook Alpha AB (paused)');
    const missed = await newestEventId();
    await until(() => live.got.some((g) => Number(g.headers['webhook-id']) === missed), WAIT_MS);
    expect(await deliveries(admin, made.Id)).toEqual([]);
    data(
      await server.call(
        calls.webhooks.saveWebhook,
        { Id: made.Id, Url: paused.url, Events: ['company:changed'], Active: true },
        admin,
      ),
    );
    await touch(companyA, 'Hook Alpha AB (resumed)');
    const next = await newestEventId();
    await until(() => paused.got.length >= 1, WAIT_MS);
    await until(() => live.got.some((g) => Number(g.headers['webhook-id']) === next), WAIT_MS);
    expect(paused.got.map((g) => Number(g.headers['webhook-id']))).toEqual([next]);
    for (const id of [made.Id, witness.Id])
      data(await server.call(calls.webhooks.removeWebhook, { Id: id }, admin));
    await Promise.all([paused.close(), live.close()]);
  });

  it('a replay sends again every matching event above the id given', async () => {
    const hook = await receiver();
    const before = await newestEventId();
    await touch(companyA, 'Hook Alpha AB (replay 1)');
    await touch(companyB, 'Hook Beta AB (replay 2)');
    await touch(companyA, 'Hook Alpha AB (replay 3)');
    const newest = await newestEventId();
    // Made after the events: it starts at the newest, so only a replay sends them.
    const made = await register(adminA, hook.url, ['company:changed']);
    const replay = await server.call(
      calls.webhooks.replayWebhook,
      { Id: made.Id, AfterEventId: before },
      adminA,
    );
    // A's own events only (two of the three).
    expect(data<{ Queued: number }>(replay).Queued).toBe(2);
    await until(() => hook.got.length >= 2, WAIT_MS);
    const sent = hook.got.map((g) => verified(made.Secret, g));
    expect(sent.every((e) => e.id > before && e.id <= newest && e.payload.CompanyId === companyA)).toBe(true);
    // Again from the second: one more, the same webhook-id as before.
    const second = Math.min(...sent.map((e) => e.id));
    expect(
      data<{ Queued: number }>(
        await server.call(calls.webhooks.replayWebhook, { Id: made.Id, AfterEventId: second }, adminA),
      ).Queued,
    ).toBe(1);
    await until(() => hook.got.length >= 3, WAIT_MS);
    expect(String(hook.got[2]!.headers['webhook-id'])).toBe(String(Math.max(...sent.map((e) => e.id))));
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, adminA));
    await hook.close();
  });

  it('a revoked certificate is sent as certificate:revoked, within the company walls, once', async () => {
    const hookA = await receiver();
    const hookB = await receiver();
    const hookSchool = await receiver();
    const a = await register(adminA, hookA.url, ['certificate:revoked']);
    const b = await register(adminB, hookB.url, ['certificate:revoked']);
    const school = await register(admin, hookSchool.url, ['certificate:revoked']);
    // One holder in company A, one of the school's own; both certificates of the school's course.
    const inA = await insertPerson(server, 'holder@hook-alpha.test', 1);
    data(await server.call(calls.companies.addCompanyMember, { CompanyId: companyA, UserId: inA }, admin));
    const own = await insertPerson(server, 'holder@hook-school.test', 1);
    const certA = await certificateOf(inA, 'TNC-HOOK-ACRT');
    const certOwn = await certificateOf(own, 'TNC-HOOK-SCRT');
    const holder = server.connect(await server.signIn('holder@hook-alpha.test'));
    await connected(holder);
    const told = nextEventWhere(holder, 'certificate:revoked', (e) => e.CertificateId === certA);
    data(await server.call(calls.rewards.setCertificateStatus, { Id: certA, Active: false }, admin));
    data(await server.call(calls.rewards.setCertificateStatus, { Id: certOwn, Active: false }, admin));
    // Revoking again, or restoring, tells nobody of a revocation.
    data(await server.call(calls.rewards.setCertificateStatus, { Id: certA, Active: false }, admin));
    data(await server.call(calls.rewards.setCertificateStatus, { Id: certOwn, Active: true }, admin));
    // The holder's open tabs hear it too.
    expect(await told).toMatchObject({ CertificateId: certA, UserId: inA, Code: 'TNC-HOOK-ACRT' });
    const revocations = await server.sql<{ id: number }>(
      `select "id" from events where "type" = 'certificate:revoked' order by "id"`,
    );
    expect(revocations).toHaveLength(2);
    const [aEvent, ownEvent] = revocations.map((r) => Number(r.id));
    const ids = (hook: { got: Received[] }) => hook.got.map((g) => Number(g.headers['webhook-id']));
    await until(() => ids(hookSchool).length >= 2 && ids(hookA).length >= 1, WAIT_MS);
    // B's endpoint has read the log past both, and took neither.
    await until(
      async () => ((await endpoints(adminB)).find((e) => e.Id === b.Id)?.Cursor ?? 0) >= ownEvent!,
      WAIT_MS,
    );
    expect(ids(hookSchool).sort()).toEqual([aEvent, ownEvent].sort());
    expect(ids(hookA)).toEqual([aEvent]);
    expect(hookB.got).toEqual([]);
    const body = verified(a.Secret, hookA.got[0]!);
    expect(body.type).toBe('certificate:revoked');
    expect(serverEventSchemas['certificate:revoked'].parse(body.payload)).toEqual(body.payload);
    expect(body.payload).toMatchObject({
      CertificateId: certA,
      UserId: inA,
      CourseId: 1,
      Code: 'TNC-HOOK-ACRT',
      eventId: aEvent,
    });
    verified(school.Secret, hookSchool.got[0]!);
    holder.disconnect();
    for (const id of [a.Id, b.Id, school.Id])
      data(await server.call(calls.webhooks.removeWebhook, { Id: id }, admin));
    await Promise.all([hookA.close(), hookB.close(), hookSchool.close()]);
  });
});

describe('live page', () => {
  it('webhook:changed reaches the endpoint’s admins on a save, a queued and a settled delivery, a removal; never another company’s', async () => {
    const schoolSocket = server.connect(admin);
    const aSocket = server.connect(adminA);
    const bSocket = server.connect(adminB);
    await Promise.all([connected(schoolSocket), connected(aSocket), connected(bSocket)]);
    const heardBySchool = collectEvents(schoolSocket, 'webhook:changed');
    const heardByA = collectEvents(aSocket, 'webhook:changed');
    const heardByB = collectEvents(bSocket, 'webhook:changed');
    const about = (heard: { EndpointId: number }[], id: number) => heard.filter((e) => e.EndpointId === id);
    const hook = await receiver();
    // A's admin saves; their other tabs and the school's admins' open pages hear it.
    const made = await register(adminA, hook.url, ['company:changed']);
    await until(
      () => about(heardBySchool, made.Id).length >= 1 && about(heardByA, made.Id).length >= 1,
      WAIT_MS,
    );
    // A change A's endpoint receives: queued, then delivered, each told to A's open page.
    await touch(companyA, 'Hook Alpha AB (live)');
    await until(
      async () => (await deliveries(adminA, made.Id)).some((d) => d.Status === 'delivered'),
      WAIT_MS,
    );
    await until(() => about(heardByA, made.Id).length >= 3, WAIT_MS);
    const beforeRemoval = about(heardByA, made.Id).length;
    data(await server.call(calls.webhooks.removeWebhook, { Id: made.Id }, adminA));
    await until(() => about(heardByA, made.Id).length > beforeRemoval, WAIT_MS);
    // B's admin heard nothing of A's endpoint, though the school's heard all A's did.
    expect(about(heardByB, made.Id)).toEqual([]);
    await until(() => about(heardBySchool, made.Id).length >= about(heardByA, made.Id).length, WAIT_MS);
    for (const socket of [schoolSocket, aSocket, bSocket]) socket.disconnect();
    await hook.close();
  });
});
