// Accounts, sessions, sign-in attempts and one-time codes: the SQL of the auth feature.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, oneTimeCodes, sessions, users } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, type NewEvent } from '../../events/eventLog.repo';

export type UserRecord = typeof users.$inferSelect;
export type CodePurpose = 'verify' | 'reset';

export type AttemptReservation =
  | { kind: 'locked'; lockedUntil: string }
  | { kind: 'reserved'; attempt: number };

export function createAuthRepo(db: Db) {
  const sessionByHash = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.Id, sessions.UserId))
    .where(eq(sessions.TokenHash, sql.placeholder('hash')))
    .prepare();

  return {
    findUserByEmail(email: string): UserRecord | undefined {
      return db.select().from(users).where(eq(users.Email, email)).get();
    },

    findUserById(id: number): UserRecord | undefined {
      return db.select().from(users).where(eq(users.Id, id)).get();
    },

    insertUser(values: typeof users.$inferInsert, events: (user: UserRecord) => NewEvent[]) {
      return writeTx(db, (tx) => {
        const user = tx.insert(users).values(values).returning().get();
        return { user, events: appendEvents(tx, events(user), values.CreatedAt) };
      });
    },

    findSession(tokenHash: string) {
      return sessionByHash.get({ hash: tokenHash });
    },

    createSession(userId: number, tokenHash: string, now: string, expiresAt: string): number {
      return db
        .insert(sessions)
        .values({
          UserId: userId,
          TokenHash: tokenHash,
          CreatedAt: now,
          LastUsedAt: now,
          ExpiresAt: expiresAt,
        })
        .returning({ Id: sessions.Id })
        .get().Id;
    },

    touchSession(id: number, now: string): void {
      db.update(sessions).set({ LastUsedAt: now }).where(eq(sessions.Id, id)).run();
    },

    revokeSession(id: number, now: string): void {
      db.update(sessions).set({ RevokedAt: now }).where(eq(sessions.Id, id)).run();
    },

    /**
     * Reserves one sign-in attempt for an email before the password is checked, in one immediate
     * transaction, so parallel attempts cannot slip past the limit.
     */
    reserveAttempt(
      email: string,
      now: string,
      maxAttempts: number,
      lockUntilIfPending: string,
    ): AttemptReservation {
      return writeTx(db, (tx) => {
        const row = tx.select().from(loginAttempts).where(eq(loginAttempts.Email, email)).get();
        let failed = row?.FailedCount ?? 0;
        if (row?.LockedUntil) {
          if (row.LockedUntil > now) return { kind: 'locked', lockedUntil: row.LockedUntil };
          failed = 0; // the lock has run out: a fresh start
        }
        // Attempts still being checked have used up the allowance: treat as locked.
        if (failed >= maxAttempts) return { kind: 'locked', lockedUntil: lockUntilIfPending };
        const attempt = failed + 1;
        tx.insert(loginAttempts)
          .values({ Email: email, FailedCount: attempt, LockedUntil: null, LastFailedAt: now })
          .onConflictDoUpdate({
            target: loginAttempts.Email,
            set: { FailedCount: attempt, LockedUntil: null, LastFailedAt: now },
          })
          .run();
        return { kind: 'reserved', attempt };
      });
    },

    lockAttempts(email: string, lockedUntil: string): void {
      db.update(loginAttempts).set({ LockedUntil: lockedUntil }).where(eq(loginAttempts.Email, email)).run();
    },

    clearAttempts(email: string): void {
      db.delete(loginAttempts).where(eq(loginAttempts.Email, email)).run();
    },

    insertCode(userId: number, purpose: CodePurpose, codeHash: string, now: string, expiresAt: string): void {
      db.insert(oneTimeCodes)
        .values({
          UserId: userId,
          Purpose: purpose,
          CodeHash: codeHash,
          CreatedAt: now,
          ExpiresAt: expiresAt,
        })
        .run();
    },

    findCode(codeHash: string, purpose: CodePurpose) {
      return db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.CodeHash, codeHash), eq(oneTimeCodes.Purpose, purpose)))
        .get();
    },

    /** Marks a verification code used and the user verified, once. */
    consumeVerifyCode(codeId: number, userId: number, now: string): boolean {
      return writeTx(db, (tx) => {
        const used = tx
          .update(oneTimeCodes)
          .set({ UsedAt: now })
          .where(and(eq(oneTimeCodes.Id, codeId), isNull(oneTimeCodes.UsedAt)))
          .run();
        if (used.changes !== 1) return false;
        tx.update(users).set({ Verified: true, UpdatedAt: now }).where(eq(users.Id, userId)).run();
        return true;
      });
    },

    /**
     * Uses a reset code once: new password, every session ended, sign-in attempts cleared.
     * Answers the ids of the sessions it ended, or null when the code was already used.
     */
    consumeResetCode(codeId: number, user: UserRecord, passwordHash: string, now: string): number[] | null {
      return writeTx(db, (tx) => {
        const used = tx
          .update(oneTimeCodes)
          .set({ UsedAt: now })
          .where(and(eq(oneTimeCodes.Id, codeId), isNull(oneTimeCodes.UsedAt)))
          .run();
        if (used.changes !== 1) return null;
        tx.update(users)
          .set({ PasswordHash: passwordHash, UpdatedAt: now })
          .where(eq(users.Id, user.Id))
          .run();
        tx.delete(loginAttempts).where(eq(loginAttempts.Email, user.Email)).run();
        // Any other unused reset links of the user die with this one.
        tx.update(oneTimeCodes)
          .set({ UsedAt: now })
          .where(
            and(
              eq(oneTimeCodes.UserId, user.Id),
              eq(oneTimeCodes.Purpose, 'reset'),
              isNull(oneTimeCodes.UsedAt),
            ),
          )
          .run();
        return tx
          .update(sessions)
          .set({ RevokedAt: now })
          .where(and(eq(sessions.UserId, user.Id), isNull(sessions.RevokedAt), gt(sessions.ExpiresAt, now)))
          .returning({ Id: sessions.Id })
          .all()
          .map((s) => s.Id);
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
