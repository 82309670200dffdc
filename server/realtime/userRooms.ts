// A change of user type takes effect at once on that user's open sockets, on every node: they
// join or leave the staff and ops rooms as the new type allows, and rooms joined by a rule
// (presence:<id>, course:<id>) are checked against the rule again. Emits are re-checked on their
// own (the socket server reads the session's user before each one).
import { rooms } from '../../shared/realtime';
import { isAdmin } from '../../shared/users';
import type { AuthedUser } from '../calls/registry';
import { type ScopedAccess, staffRoomsOf } from '../scope/policy';
import type { TonicIo } from './socketServer';

/** How long the other nodes get to list their sockets of the user. */
const ASK_NODES_MS = 1_000;

/** Which of the ids of rooms `<prefix><id>` a user may still be in. */
export type RoomRule = (user: AuthedUser, ids: number[]) => Promise<number[]>;

export interface UserRoomsDeps {
  /** The user as stored now; null when locked or gone (their sockets are being ended). */
  currentUser(userId: number): Promise<AuthedUser | null>;
}

export function createUserRooms(io: TonicIo, deps: UserRoomsDeps) {
  const rules = new Map<string, RoomRule>();

  /** Leaves the rooms of `prefix` that the rule no longer allows, on each given socket. */
  async function recheck(
    sockets: Awaited<ReturnType<ReturnType<TonicIo['in']>['fetchSockets']>>,
    user: AuthedUser,
  ): Promise<void> {
    for (const socket of sockets) {
      for (const [prefix, allowed] of rules) {
        const ids = [...socket.rooms]
          .filter((room) => room.startsWith(prefix))
          .map((room) => Number(room.slice(prefix.length)));
        if (ids.length === 0) continue;
        const kept = new Set(await allowed(user, ids));
        for (const id of ids) if (!kept.has(id)) socket.leave(`${prefix}${id}`);
      }
    }
  }

  return {
    /** Rooms a handler lets a socket join by a rule: the rule is asked again when access changes. */
    rule(prefix: string, allowed: RoomRule): void {
      rules.set(prefix, allowed);
    },

    /**
     * After a committed change of the user's type or companies: the staff and ops rooms follow
     * before anything else is sent (in the caller's turn); the rooms joined by a rule are
     * checked against the user as stored when the sockets have been listed.
     */
    async changed(
      userId: number,
      access: ScopedAccess,
      formerCompanyIds: readonly number[] = [],
    ): Promise<void> {
      const theirs = io.in(rooms.user(userId));
      const now = staffRoomsOf(access);
      const all = [
        rooms.staff,
        ...[...formerCompanyIds, ...access.CompanyIds].map((c) => rooms.companyStaff(c)),
      ];
      theirs.socketsLeave(all.filter((room) => !now.includes(room)));
      if (now.length > 0) theirs.socketsJoin(now);
      if (!isAdmin(access)) theirs.socketsLeave(rooms.ops);
      if (rules.size === 0) return;
      const user = await deps.currentUser(userId);
      if (!user) return;
      await recheck(await theirs.timeout(ASK_NODES_MS).fetchSockets(), user);
    },
  };
}

export type UserRooms = ReturnType<typeof createUserRooms>;
