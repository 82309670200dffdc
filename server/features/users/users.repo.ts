// Staff user administration: listing with an allowlisted sort, and edits with their event.
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { USER_SORT_FIELDS } from '../../../shared/calls/users';
import { type Db, first, type Tx } from '../../db/database';
import { containsText } from '../../db/search';
import {
  certificates,
  companyMembers,
  courseAccess,
  courses,
  eventAudience,
  events,
  habitDays,
  loginAttempts,
  mailOutbox,
  messages,
  notificationFeeds,
  notifications,
  oneTimeCodes,
  sessions,
  userFiles,
  userHabits,
  users,
} from '../../db/tables';
import { forUsers } from '../../db/userRows';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserRecord = typeof users.$inferSelect;

export interface UserListQuery {
  search?: string | undefined;
  userType?: number | undefined;
  /** Members of any of these companies only; null: everyone. */
  companyIds: number[] | null;
  courseId?: number | undefined;
  sortBy: UserSortField;
  sortDir: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** Built when a query is, so it names the tables of the engine in use (tables.ts). */
function failedCount() {
  return sql<number>`coalesce(${loginAttempts.FailedCount}, 0)`;
}

async function list(db: Db, query: UserListQuery) {
  const where = and(
    containsText(query.search, users.Email, users.FirstName, users.LastName),
    query.userType === undefined ? undefined : eq(users.UserType, query.userType),
    query.companyIds === null
      ? undefined
      : inArray(
          users.Id,
          db
            .select({ id: companyMembers.UserId })
            .from(companyMembers)
            .where(inArray(companyMembers.CompanyId, query.companyIds.length > 0 ? query.companyIds : [-1])),
        ),
    query.courseId === undefined
      ? undefined
      : inArray(
          users.Id,
          db
            .select({ id: courseAccess.UserId })
            .from(courseAccess)
            .where(eq(courseAccess.CourseId, query.courseId)),
        ),
  );
  const column = users[query.sortBy];
  const order = query.sortDir === 'asc' ? asc(column) : desc(column);
  const rows = await db
    .select({ user: users, FailedAttempts: failedCount() })
    .from(users)
    .leftJoin(loginAttempts, eq(loginAttempts.Email, users.Email))
    .where(where)
    .orderBy(order, asc(users.Id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = first(await db.select({ n: count() }).from(users).where(where))?.n ?? 0;
  return { rows: rows.map((r) => ({ ...r.user, FailedAttempts: Number(r.FailedAttempts) })), total };
}

async function failedAttempts(db: Db, email: string, q: Db = db): Promise<number> {
  return (
    first(
      await q
        .select({ n: loginAttempts.FailedCount })
        .from(loginAttempts)
        .where(eq(loginAttempts.Email, email)),
    )?.n ?? 0
  );
}

async function resetFailedAttempts(_db: Db, tx: Tx, email: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.Email, email));
}

/** Courses the user holds, with where each came from. */
function courseGrants(db: Db, userId: number, q: Db = db) {
  return q
    .select({
      CourseId: courseAccess.CourseId,
      Name: courses.Name,
      Source: courseAccess.Source,
      GrantedAt: courseAccess.GrantedAt,
    })
    .from(courseAccess)
    .innerJoin(courses, eq(courses.Id, courseAccess.CourseId))
    .where(eq(courseAccess.UserId, userId))
    .orderBy(asc(courses.Name), asc(courses.Id));
}

function certificatesOf(db: Db, userId: number, q: Db = db) {
  return q
    .select({
      Id: certificates.Id,
      CourseId: certificates.CourseId,
      CourseName: courses.Name,
      Code: certificates.Code,
      IssuedAt: certificates.IssuedAt,
      ExpiresAt: certificates.ExpiresAt,
      RevokedAt: certificates.RevokedAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.Id, certificates.CourseId))
    .where(eq(certificates.UserId, userId))
    .orderBy(desc(certificates.IssuedAt));
}

/** Sessions that can still be used (not ended, not expired). */
function liveSessions(db: Db, userId: number, now: string, q: Db = db) {
  return q
    .select({
      Id: sessions.Id,
      CreatedAt: sessions.CreatedAt,
      LastUsedAt: sessions.LastUsedAt,
      ExpiresAt: sessions.ExpiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.UserId, userId), isNull(sessions.RevokedAt), gt(sessions.ExpiresAt, now)))
    .orderBy(desc(sessions.LastUsedAt));
}

async function photoOf(db: Db, fileId: number | null, q: Db = db) {
  if (fileId === null) return undefined;
  return first(
    await q
      .select({ Folder: userFiles.Folder, FileName: userFiles.FileName })
      .from(userFiles)
      .where(eq(userFiles.Id, fileId)),
  );
}

/** Locks or unlocks users; answers those whose state changed. */
async function setLocked(_db: Db, tx: Tx, ids: number[], locked: boolean, now: string): Promise<number[]> {
  const changed = await forUsers(ids, () =>
    tx
      .update(users)
      .set({ Locked: locked, UpdatedAt: now })
      .where(and(inArray(users.Id, ids), eq(users.Locked, !locked)))
      .returning({ Id: users.Id }),
  );
  return changed.map((c) => c.Id);
}

async function existingUsers(db: Db, ids: number[], q: Db = db): Promise<number[]> {
  const rows = await q.select({ Id: users.Id }).from(users).where(inArray(users.Id, ids));
  return rows.map((r) => r.Id);
}

/** Which of these (lower-case) addresses have an account already. */
async function takenEmails(db: Db, emails: string[], q: Db = db): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await q.select({ Email: users.Email }).from(users).where(inArray(users.Email, emails));
  return rows.map((r) => r.Email);
}

async function findById(db: Db, id: number, q: Db = db): Promise<UserRecord | undefined> {
  return first(await q.select().from(users).where(eq(users.Id, id)));
}

async function update(
  _db: Db,
  tx: Tx,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
  now: string,
): Promise<UserRecord | undefined> {
  return first(
    await forUsers([id], () =>
      tx
        .update(users)
        .set({ ...changes, UpdatedAt: now })
        .where(eq(users.Id, id))
        .returning(),
    ),
  );
}

/**
 * Removes what identifies a person and everything they said, everywhere: their sessions and
 * codes, their conversations, mail to them, every event they caused or that was addressed
 * to them (the event log keeps message texts and names), and their files' records. The
 * account row stays, renamed and locked, so progress and statistics still add up.
 * Answers the files to delete from disk once this commits.
 */
function anonymise(_db: Db, tx: Tx, user: UserRecord, passwordHash: string, now: string) {
  return forUsers([user.Id], () => anonymiseRows(tx, user, passwordHash, now));
}

async function anonymiseRows(tx: Tx, user: UserRecord, passwordHash: string, now: string) {
  // Their photos go; what they placed in courses and resources stays for the learners.
  const files = await tx
    .delete(userFiles)
    .where(and(eq(userFiles.UserId, user.Id), eq(userFiles.Folder, 'profile/')))
    .returning();
  await tx.delete(sessions).where(eq(sessions.UserId, user.Id));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.UserId, user.Id));
  await tx.delete(loginAttempts).where(eq(loginAttempts.Email, user.Email));
  await tx.delete(mailOutbox).where(eq(mailOutbox.ToAddress, user.Email));
  // Their feed, and the notifications that name them as a message's writer in others' feeds.
  await tx.delete(notifications).where(
    or(
      eq(notifications.UserId, user.Id),
      and(
        eq(notifications.Type, 'message'),
        inArray(
          notifications.SubjectId,
          tx
            .select({ id: messages.Id })
            .from(messages)
            .where(or(eq(messages.SentByUserId, user.Id), eq(messages.FromUserId, user.Id))),
        ),
      ),
    ),
  );
  await tx.delete(notificationFeeds).where(eq(notificationFeeds.UserId, user.Id));
  // Their habit (zone, hours they study, the unsubscribe secret) goes; no reminder is planned.
  await tx.delete(userHabits).where(eq(userHabits.UserId, user.Id));
  await tx.delete(habitDays).where(eq(habitDays.UserId, user.Id));
  await tx
    .delete(messages)
    .where(
      or(
        eq(messages.SentByUserId, user.Id),
        eq(messages.FromUserId, user.Id),
        eq(messages.ToUserId, user.Id),
      ),
    );
  const addressed = tx
    .select({ id: eventAudience.event_id })
    .from(eventAudience)
    .where(eq(eventAudience.room, `user:${user.Id}`));
  await tx.delete(events).where(or(eq(events.actor_id, user.Id), inArray(events.id, addressed)));
  await tx
    .update(users)
    .set({
      Email: `deleted-${user.Id}@anonymised.invalid`,
      Username: `deleted-${user.Id}`,
      PasswordHash: passwordHash,
      FirstName: 'Deleted',
      LastName: 'user',
      UserFileId: null,
      CompanyName: null,
      Phone: null,
      MobilePhone: null,
      Street: null,
      PostalCode: null,
      City: null,
      Country: null,
      Interests: null,
      LastSeen: null,
      Verified: false,
      Locked: true,
      UpdatedAt: now,
    })
    .where(eq(users.Id, user.Id));
  return files;
}

export function createUsersRepo(db: Db) {
  /** A query on this repository's handle. */
  const bound =
    <A extends unknown[], R>(query: (handle: Db, ...args: A) => R) =>
    (...args: A): R =>
      query(db, ...args);
  return {
    list: bound(list),

    failedAttempts: bound(failedAttempts),

    resetFailedAttempts: bound(resetFailedAttempts),

    courseGrants: bound(courseGrants),

    certificatesOf: bound(certificatesOf),

    liveSessions: bound(liveSessions),

    photoOf: bound(photoOf),

    setLocked: bound(setLocked),

    existingUsers: bound(existingUsers),

    takenEmails: bound(takenEmails),

    findById: bound(findById),

    update: bound(update),

    anonymise: bound(anonymise),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
