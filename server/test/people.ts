// A person made straight in the database, verified and with the demo password, for tests that
// need people of their own (the calls that make people mail a link first).
import type { TestNode } from './harness';

export async function insertPerson(
  node: Pick<TestNode, 'sql'>,
  email: string,
  userType: number,
  names: { FirstName: string; LastName: string } = { FirstName: 'Pat', LastName: 'Person' },
): Promise<number> {
  const [hash] = await node.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
  );
  const [row] = await node.sql<{ Id: number }>(
    `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt")
     values (?, ?, ?, ?, ?, ?, true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
    email,
    email,
    hash!.PasswordHash,
    names.FirstName,
    names.LastName,
    userType,
  );
  return row!.Id;
}
