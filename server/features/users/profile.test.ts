// /MyProfile on the server: a person reads and changes only their own profile, and a new
// password ends every other session of theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { MyProfile } from '../../../shared/calls/profile';
import { connected, disconnected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let student: string;

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student2@tonic.test');
});
afterAll(() => server.close());

const own = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);

describe('my profile', () => {
  it('answers the signed-in person’s own fields only', async () => {
    const reply = await own(calls.profile.getMyProfile, { Id: 1 }, student);
    expect(reply.body.data).toMatchObject({ Email: 'student2@tonic.test', FirstName: 'Sara', CollectXp: 1 });
    expect((await own(calls.profile.getMyProfile, {}, null)).status).toBe(401);
  });

  it('saves the fields, XP setting and language, and tells the person’s other tabs', async () => {
    const tab = server.connect(student);
    await connected(tab);
    const told = nextEventWhere(tab, 'user:changed', () => true);
    const reply = await own(
      calls.profile.saveMyProfile,
      {
        FirstName: 'Sara',
        LastName: 'Student',
        MobilePhone: '+46 70 123 45 67',
        Address: 'c/o Lind',
        Street: 'Storgatan 1',
        PostalCode: '211 34',
        City: 'Malmö',
        Country: 'Sweden',
        Interests: 'Choir, ear training',
        CollectXp: 0,
        Language: 'sv',
      },
      student,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data as MyProfile).toMatchObject({ City: 'Malmö', CollectXp: 0, Language: 'sv' });
    await told;
    const auth = await server.call(calls.auth.authUser, {}, student);
    expect((auth.body.data as { CollectXp: number }).CollectXp).toBe(0);
    tab.disconnect();
  });

  it('refuses bad fields with the profile text and the field, changing nothing', async () => {
    const reply = await own(calls.profile.saveMyProfile, { City: 'x'.repeat(101), Language: 'de' }, student);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_code: 'PROFILE_UPDATE_FAILED' });
    expect(['City', 'Language']).toContain(reply.body.field);
    expect(((await own(calls.profile.getMyProfile, {}, student)).body.data as MyProfile).City).toBe('Malmö');
    // Nobody raises their own power here.
    const power = await own(
      calls.profile.saveMyProfile,
      { UserType: USER_TYPE.admin, privilegies: 100 },
      student,
    );
    expect(power.status).toBe(200);
    const [row] = await server.sql<{ UserType: number; privilegies: number }>(
      `select "UserType", "privilegies" from users where "Email" = 'student2@tonic.test'`,
    );
    expect(row).toEqual({ UserType: USER_TYPE.student, privilegies: 0 });
  });
});

describe('changing the password', () => {
  it('needs the current password and the new one twice, strong enough', async () => {
    const change = (data: Record<string, unknown>) => own(calls.profile.changePassword, data, student);
    expect((await change({ CurrentPassword: 'nope', Password: 'x', Password2: 'x' })).body).toMatchObject({
      error_code: 'PASSWORD_WRONG',
      field: 'CurrentPassword',
    });
    expect(
      (await change({ CurrentPassword: 'tonic-demo', Password: 'one long phrase', Password2: 'another' }))
        .body,
    ).toMatchObject({ error_code: 'PASSWORDS_DIFFER', field: 'Password2' });
    expect(
      (await change({ CurrentPassword: 'tonic-demo', Password: 'short', Password2: 'short' })).body,
    ).toMatchObject({
      error_code: 'PASSWORD_TOO_WEAK',
      field: 'Password',
    });
  });

  it('ends every other session and its sockets; this one stays', async () => {
    const other = await server.signIn('student2@tonic.test');
    const socket = server.connect(other);
    await connected(socket);
    const gone = disconnected(socket);
    const reply = await own(
      calls.profile.changePassword,
      {
        CurrentPassword: 'tonic-demo',
        Password: 'a brand new passphrase',
        Password2: 'a brand new passphrase',
      },
      student,
    );
    expect(reply.body.data).toEqual({ SessionsEnded: 1 });
    await gone;
    expect((await server.call(calls.auth.authUser, {}, other)).status).toBe(401);
    expect((await server.call(calls.auth.authUser, {}, student)).status).toBe(200);
    expect((await server.signIn('student2@tonic.test', 'a brand new passphrase')).length).toBeGreaterThan(10);
  });
});
