import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { MyData } from '../../../shared/calls/privacy';
import { startServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const COACH = 2;
const SAM = 3;

describe('users.php get_my_data', () => {
  it('gives a person their own data and nobody else’s, without secrets', async () => {
    const sam = await server.signIn('student@tonic.test');
    const sara = await server.signIn('student2@tonic.test');
    const coach = await server.signIn('coach@tonic.test');
    await server.call(calls.messages.submitMessage, { UserId: COACH, Message: '<p>From Sam</p>' }, sam);
    await server.call(calls.messages.submitMessage, { UserId: SAM, Message: '<p>To Sam</p>' }, coach);
    await server.call(calls.messages.submitMessage, { UserId: COACH, Message: '<p>From Sara</p>' }, sara);

    const reply = await server.call(calls.privacy.getMyData, {}, sam);
    expect(reply.status).toBe(200);
    const data = reply.body.data as MyData;
    expect(data.profile).toMatchObject({ Id: SAM, Email: 'student@tonic.test' });
    expect(data.profile).not.toHaveProperty('PasswordHash');
    expect(JSON.stringify(data)).not.toMatch(/argon2|TokenHash/);
    const texts = data.messages.map((m) => m.Message);
    expect(texts).toEqual(expect.arrayContaining(['<p>From Sam</p>', '<p>To Sam</p>']));
    expect(texts).not.toContain('<p>From Sara</p>');
    expect(data.courseAccess.every((row) => row.UserId === SAM)).toBe(true);
    expect(data.courseAccess.length).toBeGreaterThan(0);

    // Sara, one part from finishing her course, sees her own progress and XP.
    const hers = (await server.call(calls.privacy.getMyData, {}, sara)).body.data as MyData;
    expect(hers.profile.Email).toBe('student2@tonic.test');
    expect(hers.progress.length).toBeGreaterThan(0);
    expect(hers.progress.every((row) => row.UserId !== SAM)).toBe(true);
  });

  it('answers only a signed-in person', async () => {
    expect((await server.call(calls.privacy.getMyData, {})).status).toBe(401);
  });
});
