// Which users' sign-in answers a unit of work changed (the session cache, docs/architecture.md
// "Authentication"). Every statement Drizzle runs passes through `statementWatch`, the logger of
// both engines' handles; inside a unit of work, a statement that can change what a session check
// answers (a session revoked or deleted, a user's type, lock, names or photo, a membership) is
// recorded. A repository that writes such rows names their users with `forUsers`; a write that
// names none counts for every user. So a new write cannot be forgotten: at worst it empties the
// whole cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** The users whose sign-in rows a unit of work changed; `all` when a write did not say whose. */
export interface UserRowChanges {
  all: boolean;
  userIds: Set<number>;
}

interface Scope {
  changes: UserRowChanges;
  /** The users the statements run now are about (set by `forUsers`), else null. */
  named: readonly number[] | null;
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * The columns of `users` a session check answers or decides by (auth.presenter.ts, `isLive`);
 * a test holds the presenter to this list.
 */
export const SIGN_IN_USER_COLUMNS = [
  'Id',
  'Email',
  'Username',
  'FirstName',
  'LastName',
  'UserType',
  'UserFileId',
  'privilegies',
  'TotalXp',
  'CollectXp',
  'CompanyName',
  'Locked',
] as const;

const userColumns = new Set<string>(SIGN_IN_USER_COLUMNS);

/** The columns a statement's `set` clause writes. */
function setColumns(query: string): string[] {
  const start = query.indexOf(' set ');
  if (start < 0) return [];
  const end = query.search(/ (where|returning|from) /);
  const clause = query.slice(start + 5, end > start ? end : undefined);
  return [...clause.matchAll(/"(\w+)" = /g)].map((m) => m[1] ?? '');
}

const WRITE = /^\s*(update|insert into|delete from)\s+"(\w+)"/i;

/** Whether a statement can change a session check's answer. */
export function changesSignIn(query: string): boolean {
  const write = WRITE.exec(query);
  if (!write) return false;
  const verb = (write[1] ?? '').toLowerCase();
  switch (write[2]) {
    case 'users':
      // A new account has no session yet; LastSeen, addresses and such are not answered.
      if (verb === 'insert into') return false;
      return verb === 'delete from' || setColumns(query).some((c) => userColumns.has(c));
    case 'sessions':
      // A new session is not cached yet; the last-used time is the cache's own (the touch).
      if (verb === 'insert into') return false;
      return verb === 'delete from' || setColumns(query).some((c) => c !== 'LastUsedAt');
    case 'user_files':
      // A new file is nobody's photo until the users row names it.
      return verb !== 'insert into';
    case 'company_members':
      return true;
    case 'companies':
      // Deleting a company deletes its memberships.
      return verb === 'delete from';
    default:
      return false;
  }
}

/** The Drizzle logger of every handle: records sign-in writes of the unit of work under way. */
export const statementWatch: Logger = {
  logQuery(query) {
    const current = scope.getStore();
    if (!current || !changesSignIn(query)) return;
    if (current.named === null) current.changes.all = true;
    else for (const id of current.named) current.changes.userIds.add(id);
  },
};

/** Runs a unit of work's body recording the sign-in rows it writes into `changes`. */
export function recordUserRows<T>(changes: UserRowChanges, fn: () => Promise<T>): Promise<T> {
  return scope.run({ changes, named: null }, fn);
}

/**
 * Runs a repository's writes as writes of these users' rows (outside a unit of work: just runs).
 * `fn` may answer a Drizzle query unrun: it is awaited, so it runs, inside.
 */
export function forUsers<T>(userIds: readonly number[], fn: () => PromiseLike<T>): Promise<T> {
  const current = scope.getStore();
  const run = async () => await fn();
  if (!current) return run();
  return scope.run({ changes: current.changes, named: userIds }, run);
}

export function noUserRowChanges(): UserRowChanges {
  return { all: false, userIds: new Set() };
}

/** Where a unit of work reports, after its commit, the users whose sign-in rows it changed. */
export interface UserRowsSink {
  /** Awaited before the unit of work answers: the change is seen everywhere once it answers. */
  changed(changes: UserRowChanges): Promise<void>;
  /** The session cache listens here (and, with several nodes, tells the others). */
  listen(listener: (changes: UserRowChanges) => Promise<void> | void): void;
}

/** A listener's failure goes to `onError`: the unit of work has committed, its answer stands. */
export function createUserRowsSink(onError: (error: unknown) => void): UserRowsSink {
  const listeners: ((changes: UserRowChanges) => Promise<void> | void)[] = [];
  return {
    async changed(changes) {
      for (const listener of listeners) {
        try {
          await listener(changes);
        } catch (error) {
          onError(error);
        }
      }
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
