// The cluster adapter's pool on PostgreSQL (notifyBatch.ts): its listening connection leaves out
// the notifications this node sent, unparsed, and hears every other session's, one at a time; its
// statements run in the order asked for, through a real LISTEN on the test cluster.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENTS } from './clusterAdapter';
import { ATTACHMENT_INSERT, batchingNotifies, ONE_NOTIFY } from './notifyBatch';

const URL = process.env.TONIC_TEST_PG_URL;
if (!URL) throw new Error('TONIC_TEST_PG_URL is not set: run this file through vitest.pg.config.ts');

const pool = new pg.Pool({ connectionString: URL, max: 2 });
const otherNode = new pg.Client(URL);
beforeAll(() => otherNode.connect());
afterAll(async () => {
  await otherNode.end();
  await pool.end();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pool, with its first statement held back until a later one has ended (or 200 ms have
 * passed with none asked for): a pool that sent statements side by side would let the second
 * overtake the first every time.
 */
function holdingFirst(real: pg.Pool): pg.Pool {
  let calls = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const query = async (text: string, values?: unknown[]) => {
    calls += 1;
    if (calls === 1) {
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 200))]);
      return real.query(text, values);
    }
    try {
      return await real.query(text, values);
    } finally {
      release();
    }
  };
  return new Proxy(real, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Another session listening on a fresh channel, with what it heard so far. */
async function listener() {
  const channel = `tonic_test_${randomBytes(4).toString('hex')}`;
  const heard: string[] = [];
  const client = new pg.Client(URL);
  await client.connect();
  client.on('notification', (message) => heard.push(message.payload ?? ''));
  await client.query(`listen "${channel}"`);
  const hearing = async (count: number) => {
    while (heard.length < count) await new Promise((resolve) => client.once('notification', resolve));
    return heard;
  };
  return { channel, hearing, close: () => client.end() };
}

describe('the cluster adapter’s notifications on PostgreSQL', () => {
  it('this node’s listening connection leaves out what it sent and hears the others', async () => {
    const notifying = batchingNotifies(pool);
    const listening = await notifying.connect();
    const channel = `tonic_test_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const ended = new Promise<void>((resolve) =>
      listening.on('notification', (message) => {
        heard.push(message.payload ?? '');
        if (message.payload === 'end') resolve();
      }),
    );
    await listening.query(`listen "${channel}"`);
    // Twice from this node (two statements: one transaction delivers identical ones once).
    await notifying.query('SELECT pg_notify($1, $2)', [channel, 'same']);
    await notifying.query('SELECT pg_notify($1, $2)', [channel, 'same']);
    // Then the same payload from another session, once both were heard back: it is heard.
    await otherNode.query('select pg_notify($1, $2)', [channel, 'same']);
    await otherNode.query('select pg_notify($1, $2)', [channel, 'end']);
    // Notifications arrive in commit order: by 'end', every earlier one has come.
    await ended;
    expect(heard).toEqual(['same', 'end']);
    listening.release();
  });

  it('sends its statements one after another, so a later push never overtakes an earlier one', async () => {
    const other = await listener();
    try {
      const notifying = batchingNotifies(holdingFirst(pool));
      const answered: string[] = [];
      const first = notifying.query(ONE_NOTIFY, [other.channel, 'first']).then(() => answered.push('first'));
      await nextTurn();
      const second = notifying
        .query(ONE_NOTIFY, [other.channel, 'second'])
        .then(() => answered.push('second'));
      await Promise.all([first, second]);
      // This node emits to its own sockets as each notify is answered; the others as they hear.
      expect(answered).toEqual(['first', 'second']);
      expect(await other.hearing(2)).toEqual(['first', 'second']);
    } finally {
      await other.close();
    }
  });

  it('sends a large push (its row, then its notify) in its place among the others', async () => {
    await pool.query(ATTACHMENTS);
    const other = await listener();
    try {
      const notifying = batchingNotifies(holdingFirst(pool));
      // As the adapter does: the row, then a notify naming it.
      let header = '';
      const large = notifying
        .query(`${ATTACHMENT_INSERT}(payload) VALUES ($1) RETURNING id;`, [Buffer.from('a large push')])
        .then(async (result) => {
          const attachmentId = (result as pg.QueryResult).rows[0].id as string;
          header = JSON.stringify({ uid: 'node', type: 3, attachmentId });
          await notifying.query(ONE_NOTIFY, [other.channel, header]);
        });
      await nextTurn();
      const after = notifying.query(ONE_NOTIFY, [other.channel, 'after']);
      await Promise.all([large, after]);
      expect(await other.hearing(2)).toEqual([header, 'after']);
    } finally {
      await other.close();
    }
  });

  it('hands the adapter one notification at a time, so a slow one is not overtaken', async () => {
    const notifying = batchingNotifies(pool);
    const listening = await notifying.connect();
    const channel = `tonic_test_${randomBytes(4).toString('hex')}`;
    const handled: string[] = [];
    const both = new Promise<void>((resolve) =>
      listening.on('notification', async (message) => {
        // The adapter reads a large push's row before it emits it.
        if (message.payload === 'large') await pool.query('select pg_sleep(0.05)');
        handled.push(message.payload ?? '');
        if (handled.length === 2) resolve();
      }),
    );
    await listening.query(`listen "${channel}"`);
    await otherNode.query('select pg_notify($1, $2)', [channel, 'large']);
    await otherNode.query('select pg_notify($1, $2)', [channel, 'small']);
    await both;
    expect(handled).toEqual(['large', 'small']);
    listening.release();
  });
});
