// A node killed in mid-burst (kill -9) loses no acknowledged message (docs/reliability.md 17-20):
// the overlapping sends share group commits on SQLite and pooled transactions on PostgreSQL, and
// a send is answered only once its commit is durable. After a restart every answered message is
// stored once, each stored message has its one event (written in the same commit), and the
// recipient's catch-up from before the burst reads them all. Runs on both engines.
import { afterEach, describe, expect, it } from 'vitest';
import * as calls from '../shared/calls';
import { eventsAfter, type NodeProcess, startNodeProcess } from './test/harness';

const STUDENT = 3;
/** Sends in flight at once: they overlap in the server and share commits. */
const BURST = 8;
/** Answered sends before the kill; it lands while the rest of that burst is in flight. */
const BEFORE_KILL = 120;

/** The node and its restart: the data stays until the last one closes. */
let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes.slice(0, -1)) await node.close({ keepData: true });
  await nodes.at(-1)?.close();
  nodes = [];
});

describe('a node killed in mid-burst', () => {
  // Two process start-ups and a few hundred sends: longer than a unit test on a busy machine.
  it('keeps every acknowledged message, once, with its event, and the recipient catches up on them', {
    timeout: 120_000,
  }, async () => {
    const node = await startNodeProcess({ TONIC_MESSAGE_RATE: '100000' });
    nodes.push(node);
    const coach = await node.signIn('coach@tonic.test');
    const student = await node.signIn('student@tonic.test');
    const cursor = (await node.call(calls.events.getEvents, {}, student)).body.lastEventId as number;

    const acknowledged = new Set<string>();
    let sent = 0;
    let killed = false;
    while (!killed) {
      await Promise.all(
        Array.from({ length: BURST }, async () => {
          const ClientId = `crash-${String(sent++).padStart(5, '0')}`;
          const data = { UserId: STUDENT, Message: `<p>${ClientId}</p>`, ClientId };
          // After the kill a send fails on the connection: not acknowledged.
          const reply = await node.call(calls.messages.submitMessage, data, coach).catch(() => null);
          if (reply?.status !== 200) return;
          acknowledged.add(ClientId);
          if (acknowledged.size >= BEFORE_KILL && !killed) {
            killed = true;
            node.child.kill('SIGKILL');
          }
        }),
      );
    }
    await node.close({ keepData: true });

    const restarted = await startNodeProcess({}, node);
    nodes.push(restarted);
    const stored = (
      await restarted.sql<{ ClientId: string }>(
        `select "ClientId" from messages where "ClientId" like 'crash-%' order by "ClientId"`,
      )
    ).map((row) => row.ClientId);
    expect(new Set(stored).size).toBe(stored.length);
    for (const id of acknowledged) expect(stored, id).toContain(id);

    const again = await restarted.signIn('student@tonic.test');
    const caughtUp = (await eventsAfter(restarted, again, cursor))
      .filter((event) => event.type === 'message:new')
      .map((event) => (event.payload.message as { ClientId: string | null }).ClientId)
      .filter((id): id is string => id?.startsWith('crash-') ?? false)
      .sort();
    expect(caughtUp).toEqual(stored);
  });
});
