// Course rooms (docs/architecture.md "Realtime"): a course page follows its course's live changes with
// `course:watch`. The server forgets a socket's rooms when it drops, so every watched course is
// asked for again on each connect; what changed meanwhile is not in the catch-up (it reads user
// rooms), so watchers hear about the rejoin and refetch.
import type { TonicSocket } from './socketEmits';

interface Watch {
  count: number;
  rejoined: Set<() => void>;
}

const watches = new Map<number, Watch>();
let socket: TonicSocket | null = null;
let connectedBefore = false;

/**
 * At most this many `course:watch` emits go out in any second: the server refuses a user's events
 * beyond about 20 a second (server/realtime/socketServer.ts), and a page listing many courses
 * (/Courses) watches each of them at once, so the rest wait their turn and leave room for the
 * tab's other events.
 */
export const WATCH_EMITS_PER_SECOND = 8;
const WINDOW_MS = 1000;

/** Joins and leaves not yet sent, by course, in the order asked; the newest wish of each. */
const pending = new Map<number, boolean>();
/** When the emits of the last second went out. */
let sentAt: number[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function sendPending(): void {
  flushTimer = null;
  while (pending.size > 0) {
    if (!socket?.connected) {
      // Nothing to send on: the next connect asks for every watched course again.
      pending.clear();
      return;
    }
    const now = Date.now();
    sentAt = sentAt.filter((at) => now - at < WINDOW_MS);
    if (sentAt.length >= WATCH_EMITS_PER_SECOND) {
      flushTimer = setTimeout(sendPending, (sentAt[0] ?? now) + WINDOW_MS - now);
      return;
    }
    const [courseId, watch] = pending.entries().next().value as [number, boolean];
    pending.delete(courseId);
    sentAt.push(now);
    socket.emit('course:watch', { CourseId: courseId, Watch: watch }, () => {
      // Refused (no access) or answered with the current locks: course pages need neither.
    });
  }
}

/** Queues a join or leave; the first few of a second go out at once, the rest paced. */
function emitWatch(courseId: number, watch: boolean): void {
  if (!socket?.connected) return;
  if (pending.has(courseId) && pending.get(courseId) !== watch) {
    // A join and a leave of the same course that were both still waiting cancel out.
    pending.delete(courseId);
    return;
  }
  pending.set(courseId, watch);
  if (flushTimer === null) sendPending();
}

function dropPending(): void {
  pending.clear();
  sentAt = [];
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
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
  dropPending();
  socket = next;
  connectedBefore = false;
  next.on('connect', () => {
    const reconnect = connectedBefore;
    connectedBefore = true;
    // The server forgot the socket's rooms: only the joins below matter now.
    pending.clear();
    for (const [courseId, watch] of watches) {
      emitWatch(courseId, true);
      if (reconnect) for (const rejoined of [...watch.rejoined]) rejoined();
    }
  });
}

/** connection.ts: the socket is gone (signed out). The watches stay for the next socket. */
export function detachCourseWatches(): void {
  dropPending();
  socket = null;
}
