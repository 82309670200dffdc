// Course rooms (ARCHITECTURE.md "Realtime"): a course page follows its course's live changes with
// `course:watch`. The server forgets a socket's rooms when it drops, so every watched course is
// asked for again on each connect; what changed meanwhile is not in the catch-up (it reads user
// rooms), so watchers hear about the rejoin and refetch.
import type { TonicSocket } from './connection';

interface Watch {
  count: number;
  rejoined: Set<() => void>;
}

const watches = new Map<number, Watch>();
let socket: TonicSocket | null = null;
let connectedBefore = false;

function emitWatch(courseId: number, watch: boolean): void {
  if (!socket?.connected) return;
  socket.emit('course:watch', { CourseId: courseId, Watch: watch }, () => {
    // Refused (no access) or answered with the current locks: course pages need neither.
  });
}

/**
 * Leaves a course nobody watches any more, checked a moment later: going from one page of a course
 * to the next stops one watch and starts another in the same render, which should not leave and
 * re-join the room.
 */
function releaseLater(courseId: number, watch: Watch): void {
  queueMicrotask(() => {
    if (watch.count > 0 || watches.get(courseId) !== watch) return;
    watches.delete(courseId);
    emitWatch(courseId, false);
  });
}

/**
 * Follows a course while the returned function is not called. `onRejoined` runs after a reconnect
 * re-joined the course room. Watching the same course twice (two pages) joins once.
 */
export function watchCourse(courseId: number, onRejoined?: () => void): () => void {
  let watch = watches.get(courseId);
  if (!watch) {
    watch = { count: 0, rejoined: new Set() };
    watches.set(courseId, watch);
    emitWatch(courseId, true);
  }
  watch.count += 1;
  if (onRejoined) watch.rejoined.add(onRejoined);
  const current = watch;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (onRejoined) current.rejoined.delete(onRejoined);
    current.count -= 1;
    if (current.count === 0) releaseLater(courseId, current);
  };
}

/** connection.ts: the tab's socket. Watched courses are joined on each of its connects. */
export function attachCourseWatches(next: TonicSocket): void {
  socket = next;
  connectedBefore = false;
  next.on('connect', () => {
    const reconnect = connectedBefore;
    connectedBefore = true;
    for (const [courseId, watch] of watches) {
      emitWatch(courseId, true);
      if (reconnect) for (const rejoined of [...watch.rejoined]) rejoined();
    }
  });
}

/** connection.ts: the socket is gone (signed out). The watches stay for the next socket. */
export function detachCourseWatches(): void {
  socket = null;
}
