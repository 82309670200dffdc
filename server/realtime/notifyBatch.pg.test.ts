// The cluster adapter's pool on PostgreSQL (notifyBatch.ts): its listening connection leaves out
// the notifications this node sent, unparsed, and hears every other session's, through a real
// LISTEN on the test cluster.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { batchingNotifies } from './notifyBatch';

const URL = process.env.TONIC_TEST_PG_URL;
if (!URL) throw new Error('TONIC_TEST_PG_URL is not set: run this file through vitest.pg.config.ts');

const pool = new pg.Pool({ connectionString: URL, max: 2 });
const otherNode = new pg.Client(URL);
afterAll(async () => {
  await otherNode.end();
  await pool.end();
});

describe('the cluster adapter’s notifications on PostgreSQL', () => {
  it('this node’s listening connection leaves out what it sent and hears the others', async () => {
    await otherNode.connect();
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
});
