// Who may change what about a user: staff edit names and locks; only admins change user types,
// and nobody changes their own type or locks themselves out.

import type { UserRow } from '../../../shared/calls/users';
import { rooms } from '../../../shared/realtime';
import { isAdmin } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { SocketControl } from '../../core.plugin';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import { hashPassword, randomToken } from '../auth/secrets';
import type { UserRecord, UserSortField, UsersRepo } from './users.repo';

export function presentUserRow(user: UserRecord): UserRow {
  return {
    Id: user.Id,
    Username: user.Username,
    FirstName: user.FirstName,
    LastName: user.LastName,
    UserType: user.UserType,
    Verified: user.Verified,
    Locked: user.Locked,
    CreatedAt: user.CreatedAt,
  };
}

export interface UserChanges {
  FirstName?: string;
  LastName?: string;
  Locked?: boolean;
  UserType?: 1 | 2 | 8;
}

export function createUsersService(
  repo: UsersRepo,
  work: RunWork,
  sockets: Pick<SocketControl, 'disconnectUser' | 'userAccessChanged'>,
  /** Removes an uploaded file from the shared folder (after the rows that name it are gone). */
  removeFile: (folder: string, fileName: string) => Promise<void>,
) {
  return {
    /** Admins anonymise any account but their own; see users.repo.ts anonymise for what goes. */
    async anonymise(actor: AuthedUser, id: number): Promise<UserRow> {
      if (id === actor.Id) throw new AppError('FORBIDDEN', { field: 'Id' });
      // Nobody can sign in with it again: a password no one knows.
      const passwordHash = await hashPassword(randomToken());
      const { user, files } = await work(async (w) => {
        await w.lockRow('users', id);
        const target = await repo.findById(id, w.tx);
        if (!target) throw new AppError('NOT_FOUND', { field: 'Id' });
        const removed = await repo.anonymise(w.tx, target, passwordHash, w.now);
        w.log(
          newEvent({
            type: 'user:changed',
            actorId: actor.Id,
            rooms: [rooms.staff],
            payload: { UserId: id },
          }),
        );
        w.afterCommit(() => sockets.disconnectUser(id));
        const user = await repo.findById(id, w.tx);
        return { user: user!, files: removed };
      });
      await Promise.all(files.map((file) => removeFile(file.Folder, file.FileName)));
      return presentUserRow(user);
    },

    async list(query: {
      search?: string;
      sortBy: UserSortField;
      sortDir: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const { rows, total } = await repo.list(query);
      return {
        data: rows.map(presentUserRow),
        pagination: { page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)) },
      };
    },

    save(actor: AuthedUser, id: number, changes: UserChanges): Promise<UserRow> {
      return work(async (w) => {
        const target = await repo.findById(id, w.tx);
        if (!target) throw new AppError('NOT_FOUND', { field: 'Id' });
        const changesType = changes.UserType !== undefined && changes.UserType !== target.UserType;
        if (changesType && !isAdmin(actor)) throw new AppError('FORBIDDEN', { field: 'UserType' });
        // Only admins act on staff accounts; nobody demotes or locks themselves.
        if (target.UserType !== 1 && !isAdmin(actor)) throw new AppError('FORBIDDEN', { field: 'Id' });
        if (target.Id === actor.Id && (changesType || changes.Locked))
          throw new AppError('FORBIDDEN', { field: 'Id' });
        const user = await repo.update(w.tx, id, changes, w.now);
        if (!user) throw new AppError('NOT_FOUND', { field: 'Id' });
        w.log(
          newEvent({
            type: 'user:changed',
            actorId: actor.Id,
            rooms: [rooms.staff, rooms.user(id)],
            payload: { UserId: id },
          }),
        );
        // Power changes count at once: a locked user's sockets end; a changed type's sockets
        // leave (or join) the staff and ops rooms before anything else is published.
        if (changes.Locked) w.afterCommit(() => sockets.disconnectUser(id));
        else if (changesType) w.afterCommit(() => sockets.userAccessChanged(id, user));
        return presentUserRow(user);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
