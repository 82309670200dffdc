// Who may change what about a user: staff edit profiles and locks; only admins change user types
// (the person is mailed their new role) and privilegies, and nobody changes their own type or
// locks themselves out. Admins invite people (invitations.ts). A company's staff
// see and change only their company's people (companies.service.ts has the scope). A new type
// or a lock ends the person's sessions at once, on every node.

import { USER_TYPE, type UserTypeCode } from '../../../shared/access';
import type { ProfileFields, UserDetail, UserRow } from '../../../shared/calls/users';
import { uploadFolder, uploadUrl } from '../../../shared/uploads';
import { isAdmin } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { SocketControl } from '../../core.plugin';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { Outbox } from '../../mail/outbox';
import type { OwnersRepo } from '../../scope/owners.repo';
import { reaches } from '../../scope/policy';
import { personSubject } from '../../scope/subjects';
import { hashPassword, randomToken } from '../../security/secrets';
import type { AuthService } from '../auth/auth.service';
import type { CompaniesService } from '../companies/companies.service';
import type { CoursesService } from '../courses/courses.service';
import { invite } from './invitations';
import { mailRoleChange } from './roleMail';
import type { UserRecord, UserSortField, UsersRepo } from './users.repo';

export function presentUserRow(user: UserRecord & { FailedAttempts?: number }): UserRow {
  return {
    Id: user.Id,
    Username: user.Username,
    FirstName: user.FirstName,
    LastName: user.LastName,
    UserType: user.UserType,
    Verified: user.Verified,
    Locked: user.Locked,
    CreatedAt: user.CreatedAt,
    TotalXp: user.TotalXp,
    FailedAttempts: user.FailedAttempts ?? 0,
    LastSeen: user.LastSeen,
  };
}

/** The SPEC §3 profile fields as they leave the server, for the person and for staff alike. */
export function profileFieldsOf(user: UserRecord) {
  return {
    Phone: user.Phone,
    MobilePhone: user.MobilePhone,
    Address: user.Address,
    Street: user.Street,
    PostalCode: user.PostalCode,
    City: user.City,
    Country: user.Country,
    Interests: user.Interests,
    CollectXp: user.CollectXp,
    Language: user.Language,
  };
}

/** Where a stored profile photo is served, if the user has one. */
export function photoUrl(photo: { Folder: string; FileName: string } | undefined): string | null {
  const folder = photo ? uploadFolder(photo.Folder) : null;
  return photo && folder ? uploadUrl(folder, photo.FileName) : null;
}

export interface UserChanges extends ProfileFields {
  Locked?: boolean | undefined;
  UserType?: UserTypeCode | undefined;
  privilegies?: number | undefined;
  ResetFailedAttempts?: true | undefined;
}

export interface UsersDeps {
  repo: UsersRepo;
  work: RunWork;
  sockets: Pick<SocketControl, 'disconnectUser' | 'userAccessChanged'>;
  /** Removes an uploaded file from the shared folder (after the rows that name it are gone). */
  removeFile: (folder: string, fileName: string) => Promise<void>;
  companies: Pick<
    CompaniesService,
    'scopeOf' | 'userInScope' | 'companyInScope' | 'assertRoom' | 'addMemberIn'
  >;
  courses: Pick<CoursesService, 'grantAccess' | 'revokeAccess'>;
  auth: Pick<AuthService, 'endSessionsIn' | 'createAccountIn'>;
  outbox: Outbox;
  /** Where mailed links lead. */
  publicUrl: string;
  /** The school's name in mails to its own people (a company's people read their company's). */
  schoolName: () => Promise<string>;
  clock: () => number;
  owners: OwnersRepo;
}

/**
 * A person the caller does not reach (the policy's reachesPerson) is answered exactly as one
 * who does not exist: the same NOT_FOUND on the same field.
 */
async function assertInScope(
  deps: UsersDeps,
  actor: AuthedUser,
  ids: readonly number[],
  field = 'Id',
): Promise<void> {
  for (const id of ids)
    if (!(await deps.companies.userInScope(actor, id))) throw new AppError('NOT_FOUND', { field });
}

/** Staff act on students; only admins act on staff accounts (or on themselves). */
function assertMayChange(actor: AuthedUser, target: UserRecord): void {
  if (target.UserType !== USER_TYPE.student && !isAdmin(actor) && target.Id !== actor.Id)
    throw new AppError('FORBIDDEN', { field: 'Id' });
}

async function userChanged(deps: UsersDeps, w: Work, actorId: number, userId: number): Promise<void> {
  const about = await personSubject(deps.owners, w.tx, userId, true);
  w.log(newEvent({ type: 'user:changed', actorId, about, payload: { UserId: userId } }));
}

/** Admins anonymise any account but their own; see users.repo.ts anonymise for what goes. */
async function anonymise(deps: UsersDeps, actor: AuthedUser, id: number): Promise<UserRow> {
  if (id === actor.Id) throw new AppError('FORBIDDEN', { field: 'Id' });
  await assertInScope(deps, actor, [id]);
  // Nobody can sign in with it again: a password no one knows.
  const passwordHash = await hashPassword(randomToken());
  const { user, files } = await deps.work(async (w) => {
    await w.lockRow('users', id);
    const target = await deps.repo.findById(id, w.tx);
    if (!target) throw new AppError('NOT_FOUND', { field: 'Id' });
    const about = await personSubject(deps.owners, w.tx, id, false);
    const removed = await deps.repo.anonymise(w.tx, target, passwordHash, w.now);
    w.log(newEvent({ type: 'user:changed', actorId: actor.Id, about, payload: { UserId: id } }));
    w.afterCommit(() => deps.sockets.disconnectUser(id));
    const user = await deps.repo.findById(id, w.tx);
    return { user: user!, files: removed };
  });
  await Promise.all(files.map((file) => deps.removeFile(file.Folder, file.FileName)));
  return presentUserRow(user);
}

async function save(deps: UsersDeps, actor: AuthedUser, id: number, changes: UserChanges): Promise<UserRow> {
  await assertInScope(deps, actor, [id]);
  const { ResetFailedAttempts, ...fields } = changes;
  return deps.work(async (w) => {
    await w.lockRow('users', id);
    const target = await deps.repo.findById(id, w.tx);
    if (!target) throw new AppError('NOT_FOUND', { field: 'Id' });
    const changesType = fields.UserType !== undefined && fields.UserType !== target.UserType;
    const changesPower = fields.privilegies !== undefined && fields.privilegies !== target.privilegies;
    if (changesType && !isAdmin(actor)) throw new AppError('FORBIDDEN', { field: 'UserType' });
    if (changesPower && !isAdmin(actor)) throw new AppError('FORBIDDEN', { field: 'privilegies' });
    assertMayChange(actor, target);
    if (target.Id === actor.Id && (changesType || changesPower || fields.Locked))
      throw new AppError('FORBIDDEN', { field: 'Id' });
    const user = await deps.repo.update(w.tx, id, fields, w.now);
    if (!user) throw new AppError('NOT_FOUND', { field: 'Id' });
    if (ResetFailedAttempts) await deps.repo.resetFailedAttempts(w.tx, user.Email);
    await userChanged(deps, w, actor.Id, id);
    // What the person may do has changed: every session ends at once (sockets close on
    // every node), so the next sign-in carries the new type; a locked one cannot sign in.
    const locks = fields.Locked === true && !target.Locked;
    const companiesNow = (await deps.owners.person(id, w.tx)) ?? [];
    if (changesType) await mailRoleChange(deps, w, user);
    if (locks || changesType || changesPower) {
      await deps.auth.endSessionsIn(w, id);
      // The sockets leave the rooms of their old power on every node first, so nothing is
      // pushed to them between the commit and their end.
      w.afterCommit(async () => {
        if (changesType || changesPower)
          await deps.sockets.userAccessChanged(id, { ...user, CompanyIds: companiesNow });
        deps.sockets.disconnectUser(id);
      });
    }
    const failed = ResetFailedAttempts ? 0 : await deps.repo.failedAttempts(user.Email, w.tx);
    return presentUserRow({ ...user, FailedAttempts: failed });
  });
}

async function list(
  deps: UsersDeps,
  actor: AuthedUser,
  query: {
    search?: string | undefined;
    userType?: number | undefined;
    companyId?: number | undefined;
    courseId?: number | undefined;
    sortBy: UserSortField;
    sortDir: 'asc' | 'desc';
    page: number;
    limit: number;
  },
) {
  // The company chip narrows the list; a company asked for must be one the caller reaches.
  let { companyIds } = await deps.companies.scopeOf(actor);
  if (query.companyId !== undefined) {
    if (!reaches(actor, query.companyId)) throw new AppError('NOT_FOUND', { field: 'CompanyId' });
    companyIds = [query.companyId];
  }
  const { rows, total } = await deps.repo.list({ ...query, companyIds });
  return {
    data: rows.map(presentUserRow),
    pagination: { page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)), total },
  };
}

async function detail(deps: UsersDeps, actor: AuthedUser, id: number): Promise<UserDetail> {
  await assertInScope(deps, actor, [id]);
  const user = await deps.repo.findById(id);
  if (!user) throw new AppError('NOT_FOUND', { field: 'Id' });
  const now = new Date(deps.clock()).toISOString();
  const [failed, grants, certs, live, photo, scope] = await Promise.all([
    deps.repo.failedAttempts(user.Email),
    deps.repo.courseGrants(id),
    deps.repo.certificatesOf(id),
    deps.repo.liveSessions(id, now),
    deps.repo.photoOf(user.UserFileId),
    deps.companies.scopeOf(user),
  ]);
  return {
    ...presentUserRow({ ...user, FailedAttempts: failed }),
    Email: user.Email,
    privilegies: user.privilegies,
    ...profileFieldsOf(user),
    Avatar: photoUrl(photo),
    Companies: scope.memberships,
    Courses: grants,
    Certificates: certs,
    Sessions: live,
  };
}

/** Staff grants: every user gets every course; what was held already stays as it was. */
async function grant(
  deps: UsersDeps,
  actor: AuthedUser,
  userIds: number[],
  courseIds: number[],
): Promise<number> {
  const ids = [...new Set(userIds)];
  await assertInScope(deps, actor, ids, 'UserIds');
  return deps.work(async (w) => {
    if ((await deps.repo.existingUsers(ids, w.tx)).length !== ids.length)
      throw new AppError('NOT_FOUND', { field: 'UserIds' });
    let granted = 0;
    for (const userId of ids) {
      const added = await deps.courses.grantAccess(w, {
        actorId: actor.Id,
        userId,
        courseIds,
        source: 'admin',
      });
      granted += added.length;
      if (added.length > 0) await userChanged(deps, w, actor.Id, userId);
    }
    return granted;
  });
}

async function revoke(
  deps: UsersDeps,
  actor: AuthedUser,
  userId: number,
  courseId: number,
): Promise<boolean> {
  await assertInScope(deps, actor, [userId], 'UserId');
  return deps.work(async (w) => {
    const gone = await deps.courses.revokeAccess(w, { actorId: actor.Id, userId, courseIds: [courseId] });
    if (gone.length > 0) await userChanged(deps, w, actor.Id, userId);
    return gone.length > 0;
  });
}

/** Disables (or enables) several people in one unit of work: all of them or none. */
async function setLocked(
  deps: UsersDeps,
  actor: AuthedUser,
  userIds: number[],
  locked: boolean,
): Promise<number> {
  const ids = [...new Set(userIds)];
  if (locked && ids.includes(actor.Id)) throw new AppError('FORBIDDEN', { field: 'UserIds' });
  await assertInScope(deps, actor, ids, 'UserIds');
  return deps.work(async (w) => {
    for (const id of ids) {
      const target = await deps.repo.findById(id, w.tx);
      if (!target) throw new AppError('NOT_FOUND', { field: 'UserIds' });
      assertMayChange(actor, target);
    }
    const changed = await deps.repo.setLocked(w.tx, ids, locked, w.now);
    for (const id of changed) {
      await userChanged(deps, w, actor.Id, id);
      if (locked) {
        await deps.auth.endSessionsIn(w, id);
        w.afterCommit(() => deps.sockets.disconnectUser(id));
      }
    }
    return changed.length;
  });
}

/** Signs a person out everywhere. */
async function endSessions(deps: UsersDeps, actor: AuthedUser, id: number): Promise<number> {
  await assertInScope(deps, actor, [id]);
  return deps.work(async (w) => {
    const target = await deps.repo.findById(id, w.tx);
    if (!target) throw new AppError('NOT_FOUND', { field: 'Id' });
    assertMayChange(actor, target);
    const ended = await deps.auth.endSessionsIn(w, id);
    await userChanged(deps, w, actor.Id, id);
    w.afterCommit(() => deps.sockets.disconnectUser(id));
    return ended;
  });
}

export function createUsersService(deps: UsersDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: UsersDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    anonymise: bound(anonymise),

    save: bound(save),

    list: bound(list),

    detail: bound(detail),

    grant: bound(grant),

    revoke: bound(revoke),

    setLocked: bound(setLocked),

    endSessions: bound(endSessions),

    invite: bound(invite),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
