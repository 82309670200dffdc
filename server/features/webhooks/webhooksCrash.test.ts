// Webhooks lose nothing when a node dies: the receiver is down for a simulated 10 minutes and
// the node is killed with kill -9 meanwhile; after a restart every event reaches the receiver at
// least once, and repeats carry the same webhook-id. Node processes run the production bundle,
// whose clock cannot be moved: they take a retry schedule scaled 1:200
// (TONIC_WEBHOOKS_RETRY_SCHEDULE_MS, accepted only with NODE_ENV=test). Runs on both engines.
import { afterEach, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { type NodeProcess, type Reply, startNodeProcess, until } from '../../test/harness';
import { receiver, verified } from '../../test/webhookReceiver';

/** 30 s, 2 min, 10 min, 1 h, 6 h, 24 h, at 1:200. */
const SCALED = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000].map((ms) => ms / 200);
/** Ten minutes at 1:200. */
const DOWN_MS = 600_000 / 200;
const ENV = {
  TONIC_SITE: 'teams',
  TONIC_WEBHOOKS_ALLOW_PRIVATE: 'true',
  TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: SCALED.join(','),
  // A short send bound, so that the killed node's leases run out soon.
  TONIC_WEBHOOKS_TIMEOUT_MS: '1000',
};

function data<T>(reply: Reply): T {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

let nodes: NodeProcess[] = [];
afterEach(async () => {
  for (const node of nodes.slice(0, -1)) await node.close({ keepData: true });
  await nodes.at(-1)?.close();
  nodes = [];
});

describe('webhooks across a kill -9', () => {
  it('delivers every event at least once, with repeats identifiable by webhook-id', {
    timeout: 120_000,
  }, async () => {
    let up = false;
    // Slow to answer, so that sends are in flight when the node dies.
    const hook = await receiver(() => (up ? 200 : 503), 100);
    const node = await startNodeProcess(ENV);
    nodes.push(node);
    let admin = await node.signIn('admin@tonic.test');
    const made = data<{ Id: number; Secret: string }>(
      await node.call(
        calls.webhooks.saveWebhook,
        { Url: hook.url, Events: ['company:changed'], Active: true },
        admin,
      ),
    );
    const company = data<{ Id: number }>(
      await node.call(
        calls.companies.saveCompany,
        { Name: 'Crash Hooks AB', PlanKey: 'professional' },
        admin,
      ),
    ).Id;
    const rename = async (on: NodeProcess, n: number) =>
      data(
        await on.call(
          calls.companies.saveCompany,
          { Id: company, Name: `Crash Hooks AB ${n}`, PlanKey: 'professional' },
          admin,
        ),
      );

    const downSince = Date.now();
    for (let n = 0; n < 10; n++) await rename(node, n);
    // Killed once the receiver has refused some tries, with others under way.
    await until(() => hook.got.length >= 5, 20_000);
    node.child.kill('SIGKILL');
    await node.close({ keepData: true });

    const restarted = await startNodeProcess(ENV, node);
    nodes.push(restarted);
    admin = await restarted.signIn('admin@tonic.test');
    for (let n = 10; n < 20; n++) await rename(restarted, n);
    // The receiver comes back after its ten (scaled) minutes.
    await until(() => Date.now() - downSince >= DOWN_MS, DOWN_MS + 5_000);
    up = true;

    const logged = (
      await restarted.sql<{ id: number }>(
        `select "id" from events where "type" = 'company:changed' order by "id"`,
      )
    ).map((row) => Number(row.id));
    expect(logged.length).toBeGreaterThanOrEqual(21);
    const delivered = () =>
      new Set(hook.got.filter((g) => g.status === 200).map((g) => Number(g.headers['webhook-id'])));
    await until(() => logged.every((id) => delivered().has(id)), 90_000);

    // Every try is signed; tries of one event (repeats) share its webhook-id and its body.
    const bodies = new Map<string, string>();
    for (const got of hook.got) {
      const body = verified(made.Secret, got);
      const id = String(got.headers['webhook-id']);
      expect(body.id).toBe(Number(id));
      expect(bodies.get(id) ?? got.body).toBe(got.body);
      bodies.set(id, got.body);
    }
    expect([...bodies.keys()].map(Number).sort((a, b) => a - b)).toEqual(logged);
    const rows = await restarted.sql<{ Status: string }>(
      `select "Status" from webhook_deliveries where "EndpointId" = ?`,
      made.Id,
    );
    await until(async () => {
      const now = await restarted.sql<{ Status: string }>(
        `select "Status" from webhook_deliveries where "EndpointId" = ?`,
        made.Id,
      );
      return now.every((r) => r.Status === 'delivered');
    }, 30_000);
    expect(rows.length).toBeGreaterThanOrEqual(logged.length);
    await hook.close();
  });
});
