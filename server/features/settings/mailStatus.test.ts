// The admins' "mail goes to files" banner reads settings.php get_mail_status: the school's
// admins are told how the server sends mail; nobody else is (not coaches, students, visitors,
// nor a company's admins, who cannot set the server's SMTP). With SMTP it says so
// (server/mail/smtp.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import { startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ TONIC_SITE: 'teams' });
});
afterAll(() => server.close());

describe('mail status', () => {
  it('tells the school’s admins that mail goes to files, and refuses everyone else', async () => {
    const admin = await server.signIn('admin@tonic.test');
    const reply = await server.call(calls.settings.getMailStatus, {}, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ Mode: 'files' });
    // The same as /healthz says.
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ mail: 'files' });

    const company = await server.call(
      calls.companies.saveCompany,
      { Name: 'Mail Status AB', PlanKey: 'professional' },
      admin,
    );
    const companyId = (company.body.data as { Id: number }).Id;
    const companyAdminId = await insertPerson(server, 'admin@mail-status.test', 2);
    expect(
      (
        await server.call(
          calls.companies.addCompanyMember,
          { CompanyId: companyId, UserId: companyAdminId },
          admin,
        )
      ).status,
    ).toBe(200);
    await insertPerson(server, 'coach@mail-status.test', 8);
    await insertPerson(server, 'student@mail-status.test', 1);
    for (const email of ['admin@mail-status.test', 'coach@mail-status.test', 'student@mail-status.test']) {
      const refused = await server.call(calls.settings.getMailStatus, {}, await server.signIn(email));
      expect(refused.status, email).toBe(403);
      expect(refused.body.data, email).toBeUndefined();
    }
    const visitor = await server.call(calls.settings.getMailStatus, {}, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.data).toBeUndefined();
  });
});
