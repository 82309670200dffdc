// Two node processes on one PostgreSQL database, each answering session checks from memory: a
// session ended or a user locked on node A is refused by node B's very next check, and a node
// that cannot confirm the drop (paused) holds the change's answer until what it may still hold
// has run out (docs/decisions.md "Session cache across nodes").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../shared/access';
import * as calls from '../shared/calls';
import { type NodeProcess, startNodeProcess } from './test/harness';
import { insertPerson } from './test/people';
import { PROCESS_BOOT_MS } from './test/processBoot';

/** An entry's longest life with the default heartbeats (sessionCacheMaxAgeMs). */
const MAX_AGE_MS = 10_000;

describe('the session cache on two nodes', () => {
  let a: NodeProcess;
  let b: NodeProcess;
  let admin: string;
  const env = { TONIC_METRICS: 'true' };

  beforeAll(async () => {
    a = await startNodeProcess(env);
    b = await startNodeProcess(env, a);
    admin = await a.signIn('admin@tonic.test');
  }, 2 * PROCESS_BOOT_MS);
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
  });

  /** Node B's session checks answered from memory so far. */
  async function memoryChecksOnB(): Promise<number> {
    const text = await (await fetch(`${b.url}/healthz/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('tonic_session_checks{source="memory"}'));
    return Number(line?.split(' ')[1]);
  }

  /** A new person signed in on A whose session node B now answers from memory. */
  async function cachedOnB(name: string): Promise<{ id: number; token: string }> {
    const id = await insertPerson(a, `${name}@nodes.test`, USER_TYPE.student);
    const token = await a.signIn(`${name}@nodes.test`);
    expect((await b.call(calls.auth.authUser, {}, token)).status).toBe(200);
    const before = await memoryChecksOnB();
    expect((await b.call(calls.auth.authUser, {}, token)).status).toBe(200);
    expect(await memoryChecksOnB()).toBe(before + 1);
    return { id, token };
  }

  it.each([
    ['the admin ends their sessions', (id: number) => a.call(calls.users.endUserSessions, { Id: id }, admin)],
    [
      'the admin locks them',
      (id: number) => a.call(calls.users.setUsersLocked, { UserIds: [id], Locked: true }, admin),
    ],
    [
      'the admin makes them a coach',
      (id: number) => a.call(calls.users.saveUser, { Id: id, UserType: USER_TYPE.coach }, admin),
    ],
  ])('B refuses a cached session at once after %s on A', async (_what, change) => {
    const { id, token } = await cachedOnB(`person${Math.random().toString(36).slice(2, 8)}`);
    expect((await change(id)).status).toBe(200);
    expect((await b.call(calls.auth.authUser, {}, token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('B refuses a cached session at once after its sign-out on A', async () => {
    const { token } = await cachedOnB('leaver');
    expect((await a.call(calls.auth.signOut, {}, token)).status).toBe(200);
    expect((await b.call(calls.auth.authUser, {}, token)).body.error_code).toBe('INVALID_TOKEN');
  });

  it('a node that cannot confirm holds the revocation’s answer until its entries have run out', async () => {
    const { id, token } = await cachedOnB('paused');
    b.child.kill('SIGSTOP');
    let elapsed: number;
    try {
      const started = performance.now();
      expect((await a.call(calls.users.endUserSessions, { Id: id }, admin)).status).toBe(200);
      elapsed = performance.now() - started;
    } finally {
      b.child.kill('SIGCONT');
    }
    expect(elapsed).toBeGreaterThanOrEqual(MAX_AGE_MS);
    expect((await b.call(calls.auth.authUser, {}, token)).body.error_code).toBe('INVALID_TOKEN');
  });
});
