// Two nodes on one PostgreSQL database, each a server process of its own, with the realtime
// promises kept across them: a message written on one node reaches a socket on the other live,
// locks are granted and released for viewers on either node and raced for over both, presence
// spans nodes (and a node killed with users on it has them marked offline by a survivor), rate
// limits are cluster-wide, and a node killed in mid-traffic loses nothing: its
// client reconnects to the other node and catches up by event id, each write once. The suite runs
// on each cluster adapter: PostgreSQL's LISTEN/NOTIFY, and Redis when redis-server is installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../shared/access';
import * as calls from '../shared/calls';
import type { Message } from '../shared/messages';
import {
  collectEvents,
  connected,
  disconnected,
  eventsAfter,
  type NodeProcess,
  nextEvent,
  nextEventWhere,
  staffAccounts,
  startNodeProcess,
  type TestNode,
  until,
} from './test/harness';
import { PROCESS_BOOT_MS } from './test/processBoot';

const COURSE = 1;
const STUDENT = 3;

const ADAPTERS: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL adapter', env: {} },
  ...(process.env.TONIC_TEST_REDIS_URL
    ? [{ name: 'Redis adapter', env: { TONIC_REDIS_URL: process.env.TONIC_TEST_REDIS_URL } }]
    : []),
];

describe.each(ADAPTERS)('two node processes on one database, through the $name', ({ env }) => {
  let a: NodeProcess;
  let b: NodeProcess;
  // Beats close together, so a killed node is found dead within seconds rather than 20.
  const nodeEnv = {
    ...env,
    TONIC_MESSAGE_RATE: '1000',
    TONIC_NODE_HEARTBEAT_MS: '300',
    TONIC_NODE_DEAD_AFTER_MS: '1500',
  };

  beforeAll(async () => {
    a = await startNodeProcess(nodeEnv);
    // The second node: same database and files folder, no seeding of its own.
    b = await startNodeProcess(nodeEnv, a);
  }, 2 * PROCESS_BOOT_MS);
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
  });

  it('a coach’s message written on node A reaches the student’s socket on node B live', async () => {
    const coach = await a.signIn('coach@tonic.test');
    const student = await b.signIn('student@tonic.test');
    const socket = b.connect(student);
    await connected(socket);
    const pushed = nextEvent(socket, 'message:new');
    const sent = await a.call(
      calls.messages.submitMessage,
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
    expect((await a.call(calls.editing.lockCourse, { CourseId: COURSE }, admin)).status).toBe(200);
    expect(await granted).toMatchObject({ CourseId: COURSE, Reason: 'granted', Holder: { UserId: 1 } });
    const released = nextEvent(viewer, 'lock:changed');
    await a.call(calls.editing.closeCourse, { CourseId: COURSE }, admin);
    expect(await released).toMatchObject({ CourseId: COURSE, Reason: 'released', Holder: null });
    viewer.disconnect();
  });

  it('50 editors racing for one course over both nodes: exactly one holds it', async () => {
    const nodes = [a, b];
    const tokens = await staffAccounts(nodes, 'racer', 50);
    const replies = await Promise.all(
      tokens.map((token, i) => nodes[i % 2]!.call(calls.editing.lockCourse, { CourseId: 2 }, token)),
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

  it('an admin demoted on node A is signed out on node B at once: no tail after, and B refuses the token', async () => {
    const [token] = await staffAccounts([a], 'tail', 1);
    const [row] = await a.sql<{ Id: number }>(
      `update users set "UserType" = ${USER_TYPE.admin} where "Email" = 'tail0@tonic.test' returning "Id"`,
    );
    const ada = await a.signIn('admin@tonic.test');
    const watcher = b.connect(await b.signIn('admin@tonic.test'));
    const demoted = b.connect(token!);
    await Promise.all([connected(watcher), connected(demoted)]);
    for (const socket of [watcher, demoted])
      expect(await socket.emitWithAck('ops:watch', { Watch: true })).toMatchObject({ ok: true });
    const tail = collectEvents(demoted, 'event:logged');
    const ended = disconnected(demoted);
    const demotion = nextEventWhere(watcher, 'event:logged', (e) => e.type === 'user:changed');
    expect(
      (await a.call(calls.users.saveUser, { Id: row!.Id, UserType: USER_TYPE.student }, ada)).status,
    ).toBe(200);
    const { eventId: demotedAt } = await demotion;
    expect(await ended).toBe('io server disconnect');
    expect(tail.filter((e) => e.eventId > demotedAt)).toEqual([]);
    await expect(connected(b.connect(token!))).rejects.toThrow('INVALID_TOKEN');
    expect((await b.call(calls.auth.authUser, {}, token!)).status).toBe(401);
    watcher.disconnect();
  });

  it('a rate limit holds across the cluster, not per node', async () => {
    const coachOnA = await a.signIn('coach@tonic.test');
    const coachOnB = await b.signIn('coach@tonic.test');
    const sent = await a.call(
      calls.messages.submitMessage,
      { UserId: STUDENT, Message: '<p>Mail me</p>' },
      coachOnA,
    );
    const Id = (sent.body.data as Message).Id;
    // send_message_as_email allows 10 a minute per user: 6 on each node make 12.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [node, token] = i % 2 === 0 ? [a, coachOnA] : [b, coachOnB];
      statuses.push((await node.call(calls.messages.sendMessageAsEmail, { Id }, token)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a node killed with a user on it: a watcher on A sees them go offline, their LastSeen written', async () => {
    const before = new Set(
      (await a.sql<{ NodeId: string }>('select "NodeId" from cluster_nodes')).map((r) => r.NodeId),
    );
    const c = await startNodeProcess(nodeEnv, a);
    try {
      // C joins early in its start; on a busy machine the rest of its start can outlast the
      // 1.5 s after which the others take it for dead and remove its row, until its next beat
      // joins it again (nodes.ts). So its row is waited for, not read once.
      let joined: { NodeId: string } | undefined;
      await until(async () => {
        [joined] = (await a.sql<{ NodeId: string }>('select "NodeId" from cluster_nodes')).filter(
          (r) => !before.has(r.NodeId),
        );
        return joined !== undefined;
      });
      const watcher = a.connect(await a.signIn('coach@tonic.test'));
      await connected(watcher);
      expect(await watcher.emitWithAck('presence:watch', { UserIds: [STUDENT] })).toMatchObject({ ok: true });
      const online = nextEventWhere(watcher, 'presence:changed', (e) => e.UserId === STUDENT && e.Online);
      const connectedAt = new Date().toISOString();
      const student = c.connect(await c.signIn('student@tonic.test'));
      await connected(student);
      await online;
      // C has recorded whom it holds before it dies.
      await until(
        async () =>
          (
            await a.sql(
              'select 1 from cluster_node_users where "NodeId" = ? and "UserId" = ?',
              joined!.NodeId,
              STUDENT,
            )
          ).length === 1,
      );
      const offline = nextEventWhere(watcher, 'presence:changed', (e) => e.UserId === STUDENT, 15_000);
      c.child.kill('SIGKILL');
      const gone = await offline;
      expect(gone).toMatchObject({ UserId: STUDENT, Online: false });
      expect(gone.LastSeen! >= connectedAt).toBe(true);
      expect(await a.sql('select "LastSeen" from users where "Id" = ?', STUDENT)).toEqual([
        { LastSeen: gone.LastSeen },
      ]);
      await until(
        async () =>
          (await a.sql('select 1 from cluster_nodes where "NodeId" = ?', joined!.NodeId)).length === 0,
      );
      expect(await a.sql('select 1 from cluster_node_users where "NodeId" = ?', joined!.NodeId)).toEqual([]);
      watcher.disconnect();
    } finally {
      await c.close({ keepData: true });
    }
  });

  it('node A killed in mid-traffic loses nothing: its client reconnects to B and catches up, each message once', async () => {
    const coach = await b.signIn('coach@tonic.test');
    const student = await b.signIn('student@tonic.test');
    const onA = a.connect(student);
    await connected(onA);
    const cursor = (await eventsAfter(b, student, 0)).at(-1)?.eventId ?? 0;
    // What the client holds, by event id, as the client's store keeps it.
    const held = new Map<number, number>();
    const hold = (e: { eventId: number; message: unknown }) => held.set(e.eventId, (e.message as Message).Id);
    onA.on('message:new', hold);
    const acknowledged: number[] = [];
    let onB: ReturnType<TestNode['connect']> | null = null;
    let catchUpFrom = cursor;
    const liveOnB = new Set<number>();
    const afterReconnect: number[] = [];
    for (let i = 0; i < 30; i++) {
      const data = {
        UserId: STUDENT,
        Message: `<p>Burst ${i}</p>`,
        ClientId: `kill-burst-${String(i).padStart(4, '0')}`,
      };
      // Written through node A until it dies, then through the survivor.
      const reply = await (onB ? b : a).call(calls.messages.submitMessage, data, coach);
      if (reply.status === 200) {
        acknowledged.push((reply.body.data as Message).Id);
        if (onB) afterReconnect.push((reply.body.data as Message).Id);
      }
      if (i === 12) {
        a.child.kill('SIGKILL');
        await until(() => onA.disconnected, 10_000);
        catchUpFrom = Math.max(cursor, ...held.keys());
        // As behind a proxy: the client's next connection lands on the surviving node.
        onB = b.connect(student);
        onB.on('message:new', (e) => {
          hold(e);
          liveOnB.add((e.message as Message).Id);
        });
        await connected(onB);
      }
    }
    expect(onB).not.toBeNull();
    expect(acknowledged).toHaveLength(30);
    // Written after the reconnect: pushed live to the client on B.
    expect(afterReconnect).toHaveLength(17);
    await until(() => afterReconnect.every((id) => liveOnB.has(id)));
    // The catch-up after the reconnect: everything after the last event held when A died.
    const caughtUp = (await eventsAfter(b, student, catchUpFrom)).filter((e) => e.type === 'message:new');
    for (const e of caughtUp) held.set(e.eventId, (e.payload as { message: Message }).message.Id);
    const received = [...held.values()].filter((id) => acknowledged.includes(id));
    expect(received.sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
    expect(new Set(received).size).toBe(received.length);
    const stored = await b.sql<{ n: number }>(
      `select cast(count(*) as integer) n from messages where "ClientId" like 'kill-burst-%'`,
    );
    expect(stored).toEqual([{ n: 30 }]);
  });
});
