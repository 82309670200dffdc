// Two nodes on one PostgreSQL database, with the realtime promises kept across them: a message
// written on one node reaches a socket on the other live, locks are granted and released for
// viewers on either node and raced for over both, presence spans nodes, and a node killed in
// mid-traffic loses nothing: its clients catch up on the other node by event id, each write once.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/pgCluster';
import type { LoggedEvent } from '../shared/calls/events';
import type { Message } from '../shared/messages';
import {
  type ClientSocket,
  connected,
  nextEvent,
  staffAccounts,
  startServer,
  type TestServer,
  until,
} from './test/harness';

let a: TestServer;
let b: TestServer;
const COURSE = 1;
const STUDENT = 3;

beforeAll(async () => {
  a = await startServer();
  // The second node: same database and files folder, no seeding of its own.
  b = await startServer({ TONIC_SEED: 'none' }, { dataDir: a.dataDir });
});
afterAll(async () => {
  await b.close({ keepData: true });
  await a.close();
});

async function eventsAfter(server: TestServer, token: string, After: number): Promise<LoggedEvent[]> {
  const all: LoggedEvent[] = [];
  for (let cursor = After; ; ) {
    const reply = await server.call('events.php', 'get_events', { After: cursor, Limit: 200 }, token);
    const page = reply.body as unknown as { data: LoggedEvent[]; hasMore: boolean };
    all.push(...page.data);
    cursor = page.data.at(-1)?.eventId ?? cursor;
    if (!page.hasMore) return all;
  }
}

async function callAt(url: string, req: string, data: unknown, token: string) {
  const res = await fetch(`${url}/api/backend/messages.php`, {
    method: 'POST',
    body: new URLSearchParams({ req, data: JSON.stringify(data) }),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown } };
}

/** A third node as a process of its own, to be killed without warning. */
async function startNodeProcess(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      TONIC_DATA_DIR: a.dataDir,
      TONIC_DATABASE_URL: a.databaseUrl,
      TONIC_SEED: 'none',
      TONIC_LOG_LEVEL: 'warn',
      TONIC_ORIGINS: 'http://allowed.test',
      TONIC_LOGIN_RATE_LIMIT: '1000',
      TONIC_MESSAGE_RATE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    try {
      return (await fetch(`${url}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 30_000);
  return { url, child };
}

describe('two nodes on one database', () => {
  it('a coach’s message written on node A reaches the student’s socket on node B live', async () => {
    const coach = await a.signIn('coach@tonic.test');
    const student = await b.signIn('student@tonic.test');
    const socket = b.connect(student);
    await connected(socket);
    const pushed = nextEvent(socket, 'message:new');
    const sent = await a.call(
      'messages.php',
      'submit_message',
      { UserId: STUDENT, Message: '<p>Across nodes</p>' },
      coach,
    );
    expect(sent.status).toBe(200);
    const event = await pushed;
    expect(event.message.Id).toBe((sent.body.data as Message).Id);
    socket.disconnect();
  });

  it('a lock granted and released on node A is seen live by a viewer on node B', async () => {
    const admin = await a.signIn('admin@tonic.test');
    const viewer = b.connect(await b.signIn('coach@tonic.test'));
    await connected(viewer);
    await viewer.emitWithAck('course:watch', { CourseId: COURSE, Watch: true });
    const granted = nextEvent(viewer, 'lock:changed');
    expect(
      (await a.call('course_lock.php', 'lock_course_for_editing', { CourseId: COURSE }, admin)).status,
    ).toBe(200);
    expect(await granted).toMatchObject({ CourseId: COURSE, Reason: 'granted', Holder: { UserId: 1 } });
    const released = nextEvent(viewer, 'lock:changed');
    await a.call('course_lock.php', 'close_course_for_editing', { CourseId: COURSE }, admin);
    expect(await released).toMatchObject({ CourseId: COURSE, Reason: 'released', Holder: null });
    viewer.disconnect();
  });

  it('50 editors racing for one course over both nodes: exactly one holds it', async () => {
    const nodes = [a, b];
    const tokens = await staffAccounts(nodes, 'racer', 50);
    const replies = await Promise.all(
      tokens.map((token, i) =>
        nodes[i % 2]!.call('course_lock.php', 'lock_course_for_editing', { CourseId: 2 }, token),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(49);
    expect(await a.sql('select "HolderUserId" from course_locks where "CourseId" = 2')).toHaveLength(1);
  });

  it('presence spans nodes: a coach on B sees the student come online on A and leave', async () => {
    const watcher = b.connect(await b.signIn('coach@tonic.test'));
    await connected(watcher);
    const ack = await watcher.emitWithAck('presence:watch', { UserIds: [STUDENT] });
    expect(ack).toMatchObject({ ok: true });
    const online = nextEvent(watcher, 'presence:changed');
    const student = a.connect(await a.signIn('student@tonic.test'));
    await connected(student);
    expect(await online).toMatchObject({ UserId: STUDENT, Online: true });
    // Asked on B, the student is online (their socket is on A).
    const asked = await watcher.emitWithAck('presence:watch', { UserIds: [STUDENT] });
    expect(asked).toMatchObject({ ok: true, data: { watching: [{ UserId: STUDENT, Online: true }] } });
    const offline = nextEvent(watcher, 'presence:changed');
    student.disconnect();
    const gone = await offline;
    expect(gone).toMatchObject({ UserId: STUDENT, Online: false });
    expect(gone.LastSeen).toEqual(expect.any(String));
    watcher.disconnect();
  });

  it('a rate limit holds across the cluster, not per node', async () => {
    const coachOnA = await a.signIn('coach@tonic.test');
    const coachOnB = await b.signIn('coach@tonic.test');
    const sent = await a.call(
      'messages.php',
      'submit_message',
      { UserId: STUDENT, Message: '<p>Mail me</p>' },
      coachOnA,
    );
    const Id = (sent.body.data as Message).Id;
    // send_message_as_email allows 10 a minute per user: 6 on each node make 12.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [node, token] = i % 2 === 0 ? [a, coachOnA] : [b, coachOnB];
      statuses.push((await node.call('messages.php', 'send_message_as_email', { Id }, token)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a node killed in mid-traffic loses nothing: its client catches up on the other node, each message once', async () => {
    const node = await startNodeProcess();
    const coach = await b.signIn('coach@tonic.test');
    const student = await b.signIn('student@tonic.test');
    const { io } = await import('socket.io-client');
    const onNode: ClientSocket = io(node.url, {
      auth: { token: student },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await connected(onNode);
    const cursor = (await eventsAfter(b, student, 0)).at(-1)?.eventId ?? 0;
    const live = new Map<number, number>();
    onNode.on('message:new', (e) => live.set(e.eventId, (e.message as unknown as Message).Id));
    const acknowledged: number[] = [];
    let killed = false;
    for (let i = 0; i < 30; i++) {
      const data = {
        UserId: STUDENT,
        Message: `<p>Burst ${i}</p>`,
        ClientId: `kill-burst-${String(i).padStart(4, '0')}`,
      };
      // Written through the doomed node until it dies, then through the survivor.
      const reply = killed
        ? await b.call('messages.php', 'submit_message', data, coach)
        : await callAt(node.url, 'submit_message', data, coach);
      if (reply.status === 200) acknowledged.push((reply.body.data as Message).Id);
      if (i === 12) {
        node.child.kill('SIGKILL');
        killed = true;
      }
    }
    expect(killed).toBe(true);
    expect(acknowledged).toHaveLength(30);
    await until(() => onNode.disconnected);
    // Back on the surviving node: catch up from the last event this client saw.
    const seen = Math.max(cursor, ...live.keys());
    const caughtUp = (await eventsAfter(b, student, seen)).filter((e) => e.type === 'message:new');
    const byEvent = new Map(live);
    for (const e of caughtUp) byEvent.set(e.eventId, (e.payload as { message: Message }).message.Id);
    const received = [...byEvent.values()].filter((id) => acknowledged.includes(id));
    expect(received.sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
    expect(new Set(received).size).toBe(received.length);
    const stored = await b.sql<{ n: number }>(
      `select cast(count(*) as integer) n from messages where "ClientId" like 'kill-burst-%'`,
    );
    expect(stored).toEqual([{ n: 30 }]);
  });
});
