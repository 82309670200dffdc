// An admin anonymises an account: nothing that identifies the person or that they said stays
// readable anywhere — the user row, messages, mail, sessions, files, the event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { Message } from '../../../shared/messages';
import { connected, disconnected, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const COACH = 2;
const SARA = 4;

describe('users.php anonymise_user', () => {
  it('removes the person’s data and words everywhere, ends their sessions, keeps the numbers', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const coach = await server.signIn('coach@tonic.test');
    const sara = await server.signIn('student2@tonic.test');
    const socket = server.connect(sara);
    await connected(socket);
    const said = 'My phone number is 070-1234567';
    const sent = await server.call(
      calls.messages.submitMessage,
      { UserId: COACH, Message: `<p>${said}</p>` },
      sara,
    );
    expect(sent.status).toBe(200);
    await server.call(calls.messages.submitMessage, { UserId: SARA, Message: '<p>Call me, Sara</p>' }, coach);
    const [progressBefore] = await server.sql<{ n: number }>(
      `select cast(count(*) as integer) n from part_progress where "UserId" = ${SARA}`,
    );
    const gone = disconnected(socket);

    // Only an admin, and not on themselves.
    expect((await server.call(calls.users.anonymiseUser, { Id: SARA }, coach)).status).toBe(403);
    expect((await server.call(calls.users.anonymiseUser, { Id: 1 }, admin)).status).toBe(403);
    const reply = await server.call(calls.users.anonymiseUser, { Id: SARA }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ Id: SARA, FirstName: 'Deleted', LastName: 'user', Locked: true });

    await gone;
    const [user] = await server.sql<Record<string, unknown>>(`select * from users where "Id" = ${SARA}`);
    expect(JSON.stringify(user)).not.toMatch(/student2@tonic\.test|Sara/);
    expect(
      await server.sql(`select "Id" from messages where "ToUserId" = ${SARA} or "SentByUserId" = ${SARA}`),
    ).toEqual([]);
    expect(await server.sql(`select "Id" from sessions where "UserId" = ${SARA}`)).toEqual([]);
    // Her feed goes, and the coach's notification of her message, which named her.
    const feeds = await server.sql<{ UserId: number; Payload: string }>(
      'select "UserId", "Payload" from notifications',
    );
    expect(feeds.filter((n) => n.UserId === SARA || n.Payload.includes('Sara'))).toEqual([]);
    const log = await server.sql<{ payload: string }>('select payload from events');
    expect(log.some((row) => row.payload.includes(said) || row.payload.includes('Call me, Sara'))).toBe(
      false,
    );
    expect(
      (await server.call(calls.events.getEvents, { After: 0, Limit: 200 }, coach)).body.data,
    ).not.toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payload: expect.objectContaining({
            message: expect.objectContaining({ Id: (sent.body.data as Message).Id }),
          }),
        }),
      ]),
    );
    // Progress stays, as numbers about an account nobody can name.
    const [progressAfter] = await server.sql<{ n: number }>(
      `select cast(count(*) as integer) n from part_progress where "UserId" = ${SARA}`,
    );
    expect(progressAfter).toEqual(progressBefore);
    // The old address signs in to nothing.
    expect(
      (await server.call(calls.auth.signIn, { Email: 'student2@tonic.test', Password: 'tonic-demo' })).status,
    ).toBe(401);
    expect((await server.call(calls.auth.authUser, {}, sara)).status).toBe(401);
  });

  it('answers NOT_FOUND for an account that does not exist', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const reply = await server.call(calls.users.anonymiseUser, { Id: 9999 }, admin);
    expect(reply.body).toMatchObject({ error_code: 'NOT_FOUND', field: 'Id' });
  });
});
