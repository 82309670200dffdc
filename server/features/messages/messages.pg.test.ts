// The round trips of one send on PostgreSQL (docs/performance.md; issue 29: "a submit in at most 4
// round trips"). The pool pipelines: statements that need no answer in between share a round trip,
// and the statements of one turn share a socket write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { type StatementSeen, watchStatements } from '../../db/statementTap';
import { connected, nextEvent, startServer, type TestServer, until } from '../../test/harness';

let server: TestServer;
let student: string;
let coach: string;
let admin: string;
const STUDENT = 3;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

/** What a statement of the send is, by its text. */
const KINDS: [RegExp, string][] = [
  [/from "sessions"/, 'session'],
  [/"rate_limits"/, 'rate limit'],
  [/^begin\b/, 'begin'],
  [/^with sender as \(select 1 from users where "Id" = \$1::integer for update\)/, 'locks'],
  [/^with recipient as/, 'reads'],
  [/^with stored as/, 'write'],
  [/^commit$/, 'commit'],
];

/**
 * Statements of work the push wakes (the webhook deliverer's round), which may still be under
 * way from the send before, and of the mail outbox's timer, whose round may fall in the send.
 */
const WOKEN = [/"webhook_(endpoints|deliveries)"/, /^select max\("id"\) from "events"/, /"mail_outbox"/];

function kindOf(s: StatementSeen): string {
  const text = s.text.replace(/\s+/g, ' ').trim();
  return KINDS.find(([pattern]) => pattern.test(text))?.[1] ?? `${s.place}: ${text.slice(0, 80)}`;
}

/** Statements by round trip: one sent behind an unanswered one on its connection joins it. */
function roundTrips(statements: StatementSeen[]): string[][] {
  const trips: string[][] = [];
  for (const s of statements) {
    const last = trips.at(-1);
    if (s.joined && last) last.push(kindOf(s));
    else trips.push([kindOf(s)]);
  }
  return trips;
}

/** Statements by the socket write that carried them (numbered by the statement tap). */
function writes(statements: StatementSeen[]): string[][] {
  const groups: string[][] = [];
  for (const [i, s] of statements.entries()) {
    const last = groups.at(-1);
    if (last && s.write === statements[i - 1]?.write) last.push(kindOf(s));
    else groups.push([kindOf(s)]);
  }
  return groups;
}

/**
 * The adapter's pushes to the other nodes in one statement of the send's events (its
 * heartbeats, and pushes of others such as a presence change, left out).
 */
function pushesIn(s: StatementSeen): number {
  const payloads = s.values.flat().filter((v): v is string => typeof v === 'string' && v.startsWith('{'));
  return payloads.filter(
    (p) =>
      (JSON.parse(p) as { type?: number }).type === 3 &&
      /"(message|notification):new"|"event:logged"/.test(p),
  ).length;
}

describe('a send on PostgreSQL', () => {
  it('runs its statements in few round trips', async () => {
    const studentSocket = server.connect(student);
    await connected(studentSocket);
    const send = (text: string) =>
      server.call(calls.messages.submitMessage, { UserId: STUDENT, Message: `<p>${text}</p>` }, coach);
    // The first send warms what a process reads once (the school's settings, the presence view).
    const warm = nextEvent(studentSocket, 'message:new');
    expect((await send('warm-up')).status).toBe(200);
    await warm;
    const seen: StatementSeen[] = [];
    const stop = watchStatements((s) => seen.push(s));
    const arrived = nextEvent(studentSocket, 'message:new');
    const told = nextEvent(studentSocket, 'notification:new');
    const reply = await send('counted');
    await Promise.all([arrived, told]);
    stop();
    expect(reply.status).toBe(200);

    // The request's own statements, up to its commit: what came before its transaction, and the
    // transaction's, on the connection that took the sender's lock (another unit's commit, such
    // as a timer's round, may fall between them).
    const request = seen.filter(
      (s) =>
        (s.place === 'work' || s.place === 'limits') && !WOKEN.some((pattern) => pattern.test(s.text.trim())),
    );
    const kinds = request.map(kindOf);
    const locks = kinds.indexOf('locks');
    expect(locks).toBeGreaterThan(0);
    const own = request[locks]!.connection;
    const begin = request.findLastIndex((s, i) => i < locks && s.connection === own && kindOf(s) === 'begin');
    const commit = request.findIndex((s, i) => i > locks && s.connection === own && kindOf(s) === 'commit');
    const untilCommit = [
      // Before it, everything but another unit's own begin or commit.
      ...request.slice(0, begin).filter((s) => !['begin', 'commit'].includes(kindOf(s))),
      ...request.slice(begin, commit + 1).filter((s) => s.connection === own),
    ];
    // The bearer token's session and user come from the session cache (the warm-up filled it).
    const expected = [
      ['rate limit'], // submit_message's limit (rate-limiter-flexible's upsert)
      [
        'begin',
        'locks', // the sender's row (a sender's sends take turns), then the recipient's feed row
        // the recipient's row (and what the rule needs), both duplicate checks, the unread count
        // and the ids of the message, its notification and its two events
        'reads',
      ],
      [
        // the message, the replied mark, the notification, notification:new and message:new
        'write',
        'commit',
      ],
    ];
    expect(roundTrips(untilCommit)).toEqual(expected);
    // Each round trip leaves in one socket write (postgres.ts: one write per turn).
    expect(untilCommit.every((s) => s.write !== undefined)).toBe(true);
    expect(writes(untilCommit)).toEqual(expected);
    // None of the send's statements again after its commit (timers' rounds, with a transaction
    // of their own, may run meanwhile).
    const named = new Set(
      KINDS.map(([, kind]) => kind).filter((kind) => kind !== 'begin' && kind !== 'commit'),
    );
    expect(
      request
        .slice(commit + 1)
        .map(kindOf)
        .filter((kind) => named.has(kind)),
    ).toEqual([]);
    // The pushes to the other nodes, one notification each (the two events to their rooms, and
    // each to the operators' tail), go in one statement.
    const cluster = seen.filter((s) => s.place === 'cluster' && pushesIn(s) > 0);
    expect(cluster.map(pushesIn)).toEqual([4]);
    // The horizon's fences are not counted: they are shared by every commit under way, and the
    // one that passes this send may have been sent before the watch began (a busy machine delays
    // its answer past the commit). That one passed is what `arrived` shows: pushes wait for it.
    studentSocket.disconnect();
  });

  it('tells the recipient of concurrent sends with an exact unread count each', async () => {
    const studentSocket = server.connect(student);
    await connected(studentSocket);
    const counts: number[] = [];
    studentSocket.on('notification:new', (event) => counts.push(event.Unread));
    const before = await server.call(calls.notifications.getNotifications, {}, student);
    const unread = (before.body.data as { Unread: number }).Unread;
    const senders = [coach, admin, coach, admin, coach, admin];
    const replies = await Promise.all(
      senders.map((token, i) =>
        server.call(calls.messages.submitMessage, { UserId: STUDENT, Message: `<p>at once ${i}</p>` }, token),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(senders.map(() => 200));
    // Each send counts under the feed's lock: the counts are the next six, each once.
    await until(() => counts.length === senders.length);
    expect([...counts].sort((a, b) => a - b)).toEqual(senders.map((_, i) => unread + i + 1));
    const after = await server.call(calls.notifications.getNotifications, {}, student);
    expect((after.body.data as { Unread: number }).Unread).toBe(unread + senders.length);
    studentSocket.disconnect();
  });
});
