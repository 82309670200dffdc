// Nodes on PostgreSQL keep a heartbeat and the users they hold sockets for; a node silent past the
// dead-after window is swept by a survivor: its users' LastSeen is written (the dead node's last
// beat), their watchers are told "offline" as after a disconnect, and its rows go. A user also
// connected to a live node is left online. The injected clock stands in for the wait; the two-node
// suite (server/cluster.pg.test.ts) kills a real node process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, nextEvent, startServer, type TestServer, until } from '../test/harness';

const STUDENT = 3;
const DEAD_AFTER_MS = 180_000;

let server: TestServer;
let coach: string;

beforeAll(async () => {
  // Beats far apart: the test's own sweep calls decide, not the timer.
  server = await startServer({
    TONIC_NODE_HEARTBEAT_MS: '60000',
    TONIC_NODE_DEAD_AFTER_MS: String(DEAD_AFTER_MS),
  });
  coach = await server.signIn('coach@tonic.test');
});
afterAll(async () => server?.close());

const now = () => new Date(server.app.tonic.clock()).toISOString();

async function heldBy(userId: number): Promise<string[]> {
  const rows = await server.sql<{ NodeId: string }>(
    'select "NodeId" from cluster_node_users where "UserId" = ? order by "NodeId"',
    userId,
  );
  return rows.map((r) => r.NodeId);
}

/** A node that beat at `at` and held `userIds`, then died without a word. */
async function deadNode(name: string, at: string, userIds: number[]): Promise<void> {
  await server.sql(
    'insert into cluster_nodes ("NodeId", "StartedAt", "HeartbeatAt") values (?, ?, ?)',
    name,
    at,
    at,
  );
  for (const id of userIds)
    await server.sql(
      'insert into cluster_node_users ("NodeId", "UserId", "Since") values (?, ?, ?)',
      name,
      id,
      at,
    );
}

describe('node membership', () => {
  it('a node is in cluster_nodes and records the users it holds sockets for while they are connected', async () => {
    const self = server.app.realtime.nodes?.nodeId;
    expect(self).toEqual(expect.any(String));
    expect(await server.sql('select "NodeId" from cluster_nodes where "NodeId" = ?', self)).toHaveLength(1);
    const student = server.connect(await server.signIn('student@tonic.test'));
    await connected(student);
    await until(async () => (await heldBy(STUDENT)).includes(self!));
    student.disconnect();
    await until(async () => !(await heldBy(STUDENT)).includes(self!));
  });

  it('a node silent past the window is swept: its users go offline with LastSeen at its last beat, watchers told', async () => {
    const beatAt = now();
    await deadNode('dead-1', beatAt, [STUDENT]);
    const watcher = server.connect(coach);
    await connected(watcher);
    expect(await watcher.emitWithAck('presence:watch', { UserIds: [STUDENT] })).toMatchObject({ ok: true });
    server.advance(DEAD_AFTER_MS / 2);
    expect(await server.app.realtime.nodes?.sweep()).toBe(0);
    expect(await heldBy(STUDENT)).toEqual(['dead-1']);
    const offline = nextEvent(watcher, 'presence:changed');
    server.advance(DEAD_AFTER_MS);
    expect(await server.app.realtime.nodes?.sweep()).toBe(1);
    expect(await offline).toEqual({ UserId: STUDENT, Online: false, LastSeen: beatAt });
    expect(await server.sql('select "LastSeen" from users where "Id" = ?', STUDENT)).toEqual([
      { LastSeen: beatAt },
    ]);
    expect(await server.sql('select "NodeId" from cluster_nodes where "NodeId" = ?', 'dead-1')).toEqual([]);
    expect(await heldBy(STUDENT)).toEqual([]);
    watcher.disconnect();
  });

  it('a user connected to a live node too stays online, their LastSeen untouched, when the other node dies', async () => {
    const self = server.app.realtime.nodes!.nodeId;
    const student = server.connect(await server.signIn('student@tonic.test'));
    await connected(student);
    await until(async () => (await heldBy(STUDENT)).includes(self));
    const [before] = await server.sql<{ LastSeen: string | null }>(
      'select "LastSeen" from users where "Id" = ?',
      STUDENT,
    );
    await deadNode('dead-2', now(), [STUDENT]);
    server.advance(2 * DEAD_AFTER_MS);
    expect(await server.app.realtime.nodes?.sweep()).toBe(1);
    expect(await heldBy(STUDENT)).toEqual([self]);
    expect(await server.sql('select "LastSeen" from users where "Id" = ?', STUDENT)).toEqual([before]);
    const watcher = server.connect(coach);
    await connected(watcher);
    expect(await watcher.emitWithAck('presence:watch', { UserIds: [STUDENT] })).toMatchObject({
      ok: true,
      data: { watching: [{ UserId: STUDENT, Online: true }] },
    });
    student.disconnect();
    watcher.disconnect();
  });

  it('a node whose row was swept while it lived joins again at its next beat, with its users', async () => {
    const nodes = server.app.realtime.nodes!;
    const student = server.connect(await server.signIn('student@tonic.test'));
    await connected(student);
    await until(async () => (await heldBy(STUDENT)).includes(nodes.nodeId));
    await server.sql('delete from cluster_node_users where "NodeId" = ?', nodes.nodeId);
    await server.sql('delete from cluster_nodes where "NodeId" = ?', nodes.nodeId);
    await nodes.beat();
    expect(
      await server.sql('select "NodeId" from cluster_nodes where "NodeId" = ?', nodes.nodeId),
    ).toHaveLength(1);
    expect(await heldBy(STUDENT)).toEqual([nodes.nodeId]);
    student.disconnect();
  });
});
