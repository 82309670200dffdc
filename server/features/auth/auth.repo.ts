// Accounts, sessions, sign-in attempts and one-time codes: the SQL of the auth feature. Write
// methods take the transaction of the unit of work they belong to.
import { and, eq, gt, is, isNull, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Db, first, type Tx } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { companyMembers, loginAttempts, oneTimeCodes, sessions, userFiles, users } from '../../db/tables';
import { forUsers } from '../../db/userRows';

export type UserRecord = typeof users.$inferSelect;
export type CodePurpose = 'verify' | 'reset';

export type AttemptReservation =
  | { kind: 'locked'; lockedUntil: string }
  | { kind: 'reserved'; attempt: number };

/**
 * The companies a user belongs to, as one comma-separated text read with the session (the
 * scope of every call and emit, docs/architecture.md "Scope"): no second round trip per call.
 */
function membershipsColumn() {
  const list = is(companyMembers, PgTable)
    ? sql`string_agg(${companyMembers.CompanyId}::text, ',')`
    : sql`group_concat(${companyMembers.CompanyId})`;
  return sql<
    string | null
  >`(select ${list} from ${companyMembers} where ${companyMembers.UserId} = ${users.Id})`;
}

/** The memberships column read back as ids. */
export function parseMemberships(list: string | null): number[] {
  return list
    ? list
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [];
}

// Every authenticated call and socket handshake reads this: prepared once per connection.
const sessionByHash = preparedOn((db) =>
  db
    .select({
      session: sessions,
      user: users,
      photo: { Folder: userFiles.Folder, FileName: userFiles.FileName },
      memberships: membershipsColumn(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.Id, sessions.UserId))
    .leftJoin(userFiles, eq(userFiles.Id, users.UserFileId))
    .where(eq(sessions.TokenHash, sql.placeholder('hash')))
    .prepare(),
);

// Every socket emit reads this: the session and its user as stored now.
const sessionById = preparedOn((db) =>
  db
    .select({
      session: sessions,
      user: users,
      photo: { Folder: userFiles.Folder, FileName: userFiles.FileName },
      memberships: membershipsColumn(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.Id, sessions.UserId))
    .leftJoin(userFiles, eq(userFiles.Id, users.UserFileId))
    .where(eq(sessions.Id, sql.placeholder('id')))
    .prepare(),
);

async function findUserByEmail(db: Db, email: string, q: Db = db): Promise<UserRecord | undefined> {
  return first(await q.select().from(users).where(eq(users.Email, email)));
}

async function findUserById(db: Db, id: number, q: Db = db): Promise<UserRecord | undefined> {
  return first(await q.select().from(users).where(eq(users.Id, id)));
}

/** The companies a user belongs to (none: the school's own). */
async function membershipsOf(db: Db, userId: number, q: Db = db): Promise<number[]> {
  const rows = await q
    .select({ CompanyId: companyMembers.CompanyId })
    .from(companyMembers)
    .where(eq(companyMembers.UserId, userId));
  return rows.map((r) => r.CompanyId).sort((a, b) => a - b);
}

/** The file a user's UserFileId names (their profile photo). */
async function userFile(db: Db, id: number | null, q: Db = db) {
  if (id === null) return undefined;
  return first(
    await q
      .select({ Folder: userFiles.Folder, FileName: userFiles.FileName })
      .from(userFiles)
      .where(eq(userFiles.Id, id)),
  );
}

async function setPassword(
  _db: Db,
  tx: Tx,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await tx.update(users).set({ PasswordHash: passwordHash, UpdatedAt: now }).where(eq(users.Id, userId));
}

/** Ends a user's live sessions (all, or all but one); answers the ids it ended. */
async function revokeSessions(
  _db: Db,
  tx: Tx,
  userId: number,
  now: string,
  keepSessionId?: number,
): Promise<number[]> {
  const ended = await forUsers([userId], () =>
    tx
      .update(sessions)
      .set({ RevokedAt: now })
      .where(
        and(
          eq(sessions.UserId, userId),
          isNull(sessions.RevokedAt),
          gt(sessions.ExpiresAt, now),
          keepSessionId === undefined ? undefined : ne(sessions.Id, keepSessionId),
        ),
      )
      .returning({ Id: sessions.Id }),
  );
  return ended.map((s) => s.Id);
}

async function insertUser(_db: Db, tx: Tx, values: typeof users.$inferInsert): Promise<UserRecord> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user not stored');
  return user;
}

async function findSession(db: Db, tokenHash: string, q: Db = db) {
  return first(await sessionByHash(q).execute({ hash: tokenHash }));
}

async function findSessionById(db: Db, id: number, q: Db = db) {
  return first(await sessionById(q).execute({ id }));
}

async function createSession(
  _db: Db,
  tx: Tx,
  userId: number,
  tokenHash: string,
  now: string,
  expiresAt: string,
) {
  const [row] = await tx
    .insert(sessions)
    .values({
      UserId: userId,
      TokenHash: tokenHash,
      CreatedAt: now,
      LastUsedAt: now,
      ExpiresAt: expiresAt,
    })
    .returning({ Id: sessions.Id });
  if (!row) throw new Error('session not stored');
  return row.Id;
}

async function touchSession(_db: Db, tx: Tx, id: number, now: string): Promise<void> {
  await tx.update(sessions).set({ LastUsedAt: now }).where(eq(sessions.Id, id));
}

/** Ends one session of a user. */
async function revokeSession(_db: Db, tx: Tx, userId: number, id: number, now: string): Promise<boolean> {
  const revoked = await forUsers([userId], () =>
    tx
      .update(sessions)
      .set({ RevokedAt: now })
      .where(and(eq(sessions.Id, id), eq(sessions.UserId, userId), isNull(sessions.RevokedAt)))
      .returning({ Id: sessions.Id }),
  );
  return revoked.length === 1;
}

/**
 * Reserves one sign-in attempt for an email before the password is checked, so parallel
 * attempts cannot slip past the limit. The upsert holds the row's write lock until commit.
 */
async function reserveAttempt(
  _db: Db,
  tx: Tx,
  email: string,
  now: string,
  maxAttempts: number,
  lockUntilIfPending: string,
): Promise<AttemptReservation> {
  // Take the row's write lock first (a no-op update or the first insert), then read it.
  await tx
    .insert(loginAttempts)
    .values({ Email: email, FailedCount: 0, LockedUntil: null, LastFailedAt: now })
    .onConflictDoUpdate({ target: loginAttempts.Email, set: { Email: email } });
  const row = first(await tx.select().from(loginAttempts).where(eq(loginAttempts.Email, email)));
  let failed = row?.FailedCount ?? 0;
  if (row?.LockedUntil) {
    if (row.LockedUntil > now) return { kind: 'locked', lockedUntil: row.LockedUntil };
    failed = 0; // the lock has run out: a fresh start
  }
  // Attempts still being checked have used up the allowance: treat as locked.
  if (failed >= maxAttempts) return { kind: 'locked', lockedUntil: lockUntilIfPending };
  const attempt = failed + 1;
  await tx
    .update(loginAttempts)
    .set({ FailedCount: attempt, LockedUntil: null, LastFailedAt: now })
    .where(eq(loginAttempts.Email, email));
  return { kind: 'reserved', attempt };
}

async function lockAttempts(_db: Db, tx: Tx, email: string, lockedUntil: string): Promise<void> {
  await tx.update(loginAttempts).set({ LockedUntil: lockedUntil }).where(eq(loginAttempts.Email, email));
}

async function clearAttempts(_db: Db, tx: Tx, email: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.Email, email));
}

async function insertCode(
  _db: Db,
  tx: Tx,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await tx.insert(oneTimeCodes).values({
    UserId: userId,
    Purpose: purpose,
    CodeHash: codeHash,
    CreatedAt: now,
    ExpiresAt: expiresAt,
  });
}

async function findCode(db: Db, codeHash: string, purpose: CodePurpose, q: Db = db) {
  return first(
    await q
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.CodeHash, codeHash), eq(oneTimeCodes.Purpose, purpose))),
  );
}

/** How many codes of a purpose a person was given since a time (the resend limit per address). */
async function codesSince(
  _db: Db,
  tx: Tx,
  userId: number,
  purpose: CodePurpose,
  since: string,
): Promise<number> {
  const rows = await tx
    .select({ Id: oneTimeCodes.Id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.UserId, userId),
        eq(oneTimeCodes.Purpose, purpose),
        gt(oneTimeCodes.CreatedAt, since),
      ),
    );
  return rows.length;
}

/** Marks a one-time code used, once: false when it was used already. */
async function useCode(_db: Db, tx: Tx, codeId: number, now: string): Promise<boolean> {
  const used = await tx
    .update(oneTimeCodes)
    .set({ UsedAt: now })
    .where(and(eq(oneTimeCodes.Id, codeId), isNull(oneTimeCodes.UsedAt)))
    .returning({ Id: oneTimeCodes.Id });
  return used.length === 1;
}

async function markVerified(_db: Db, tx: Tx, userId: number, now: string): Promise<void> {
  await tx.update(users).set({ Verified: true, UpdatedAt: now }).where(eq(users.Id, userId));
}

/**
 * After a reset code was used: the new password (and the name an invited person gives), sign-in attempts cleared, the user's other
 * reset links ended and every session ended. Answers the ids of the sessions it ended.
 */
function resetPassword(
  _db: Db,
  tx: Tx,
  user: UserRecord,
  passwordHash: string,
  now: string,
  names?: { FirstName: string; LastName: string },
): Promise<number[]> {
  return forUsers([user.Id], () => resetPasswordRows(tx, user, passwordHash, now, names));
}

async function resetPasswordRows(
  tx: Tx,
  user: UserRecord,
  passwordHash: string,
  now: string,
  names?: { FirstName: string; LastName: string },
): Promise<number[]> {
  await tx
    .update(users)
    .set({ PasswordHash: passwordHash, UpdatedAt: now, ...names })
    .where(eq(users.Id, user.Id));
  await tx.delete(loginAttempts).where(eq(loginAttempts.Email, user.Email));
  await tx
    .update(oneTimeCodes)
    .set({ UsedAt: now })
    .where(
      and(eq(oneTimeCodes.UserId, user.Id), eq(oneTimeCodes.Purpose, 'reset'), isNull(oneTimeCodes.UsedAt)),
    );
  const ended = await tx
    .update(sessions)
    .set({ RevokedAt: now })
    .where(and(eq(sessions.UserId, user.Id), isNull(sessions.RevokedAt), gt(sessions.ExpiresAt, now)))
    .returning({ Id: sessions.Id });
  return ended.map((s) => s.Id);
}

export function createAuthRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    findUserByEmail: bound(findUserByEmail),

    findUserById: bound(findUserById),

    membershipsOf: bound(membershipsOf),

    userFile: bound(userFile),

    setPassword: bound(setPassword),

    revokeSessions: bound(revokeSessions),

    insertUser: bound(insertUser),

    findSession: bound(findSession),

    findSessionById: bound(findSessionById),

    createSession: bound(createSession),

    touchSession: bound(touchSession),

    revokeSession: bound(revokeSession),

    reserveAttempt: bound(reserveAttempt),

    lockAttempts: bound(lockAttempts),

    clearAttempts: bound(clearAttempts),

    insertCode: bound(insertCode),

    findCode: bound(findCode),
    codesSince: bound(codesSince),

    useCode: bound(useCode),

    markVerified: bound(markVerified),

    resetPassword: bound(resetPassword),
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
