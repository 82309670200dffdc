// course_lock.php and the lock side of the socket: course:watch and lock:activity.
import * as calls from '../../../shared/calls/editing';
import { WHOLE_COURSE } from '../../../shared/entities/lock';
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { AuthedUser, CallRegistry } from '../../calls/registry';
import type { Presence } from '../../realtime/presence';
import type { SocketServer } from '../../realtime/socketServer';
import type { LocksService } from './locks.service';

export function registerLockCalls(registry: CallRegistry, locks: LocksService): void {
  registry.add(calls.lockCourse, async (input, ctx) => ({
    data: await locks.lock(ctx.user, input.CourseId, input.CoursePartId ?? WHOLE_COURSE),
  }));
  registry.add(calls.closeCourse, async (input, ctx) => ({
    data: await locks.close(ctx.user, input.CourseId, input.CoursePartId ?? WHOLE_COURSE),
  }));
}

export function registerLockRealtime(
  sockets: SocketServer,
  locks: LocksService,
  presence: Presence,
  canOpenCourse: (user: AuthedUser, courseId: number) => Promise<boolean>,
): void {
  // rooms.course(id): kept only while the viewer may still open that course.
  sockets.roomRule('course:', async (user, ids) => {
    const open = await Promise.all(ids.map((id) => canOpenCourse(user, id)));
    return ids.filter((_, i) => open[i]);
  });
  sockets.on('course:watch', async (socket, { CourseId, Watch }) => {
    if (!Watch) {
      socket.leave(rooms.course(CourseId));
      return { locks: [] };
    }
    if (!(await canOpenCourse(socket.data.user, CourseId))) throw new AppError('NO_COURSE_ACCESS');
    socket.join(rooms.course(CourseId));
    return { locks: await locks.locksOf(CourseId) };
  });

  sockets.on('lock:activity', async (socket, { CourseId, CoursePartId }) => ({
    holds: await locks.activity(socket.data.user, CourseId, CoursePartId),
  }));

  // A holder whose last socket closes keeps the lock through a grace period (the sweeper
  // releases it after); coming back in time keeps it.
  sockets.onDisconnect(async (socket) => {
    if (!(await presence.isOnline(socket.data.user.Id))) await locks.holderOffline(socket.data.user.Id);
  });
  sockets.onConnect((socket) => locks.holderOnline(socket.data.user.Id));
}
