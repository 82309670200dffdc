// The signing keys, and the certificates as the credentials show them (read only: certificates
// are issued and revoked by the rewards feature). Write methods take the unit of work's
// transaction.
import { and, desc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { type Db, first, type Tx } from '../../db/database';
import { certificates, courses, credentialKeys, users } from '../../db/tables';

export type CredentialKeyRecord = typeof credentialKeys.$inferSelect;

export function createCredentialsRepo(db: Db) {
  function certificatesWhere(where: ReturnType<typeof eq>) {
    return db
      .select({
        Id: certificates.Id,
        Code: certificates.Code,
        IssuedAt: certificates.IssuedAt,
        ExpiresAt: certificates.ExpiresAt,
        CourseId: certificates.CourseId,
        CourseName: courses.Name,
        CourseDescription: courses.Description,
        FirstName: users.FirstName,
        LastName: users.LastName,
      })
      .from(certificates)
      .innerJoin(courses, eq(courses.Id, certificates.CourseId))
      .innerJoin(users, eq(users.Id, certificates.UserId))
      .where(where)
      .orderBy(desc(certificates.IssuedAt), desc(certificates.Id));
  }

  return {
    async certificateByCode(code: string) {
      return first(await certificatesWhere(eq(certificates.Code, code)));
    },

    certificatesOf(userId: number) {
      return certificatesWhere(eq(certificates.UserId, userId));
    },

    /** The ids from `from` to `to` (inclusive) of revoked certificates. */
    async revokedBetween(from: number, to: number): Promise<number[]> {
      const rows = await db
        .select({ Id: certificates.Id })
        .from(certificates)
        .where(and(gte(certificates.Id, from), lte(certificates.Id, to), isNotNull(certificates.RevokedAt)));
      return rows.map((row) => row.Id);
    },

    /** The newest certificate id (0: none yet): how many status lists are in use. */
    async newestCertificateId(): Promise<number> {
      const row = first(
        await db.select({ Id: certificates.Id }).from(certificates).orderBy(desc(certificates.Id)).limit(1),
      );
      return row?.Id ?? 0;
    },

    /** Every key, newest first: all are published; the newest unretired one signs. */
    keys(q: Db = db): Promise<CredentialKeyRecord[]> {
      return q.select().from(credentialKeys).orderBy(desc(credentialKeys.Id));
    },

    async currentKey(q: Db = db): Promise<CredentialKeyRecord | undefined> {
      return first(
        await q
          .select()
          .from(credentialKeys)
          .where(isNull(credentialKeys.RetiredAt))
          .orderBy(desc(credentialKeys.Id))
          .limit(1),
      );
    },

    async addKey(
      tx: Tx,
      key: { Kid: string; PublicJwk: string; PrivateKey: string; CreatedAt: string },
    ): Promise<void> {
      await tx.insert(credentialKeys).values(key).onConflictDoNothing();
    },

    /** Retires every key still signing; answers their ids. */
    async retireAll(tx: Tx, now: string): Promise<string[]> {
      const rows = await tx
        .update(credentialKeys)
        .set({ RetiredAt: now })
        .where(isNull(credentialKeys.RetiredAt))
        .returning({ Kid: credentialKeys.Kid });
      return rows.map((row) => row.Kid);
    },
  };
}

export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
