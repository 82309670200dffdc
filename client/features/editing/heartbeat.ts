// The editor's heartbeat (lock:activity): the server releases a lock idle longer than the setting
// (SPEC §9, default 45 minutes), so the client tells it the editor is still at work, but only when
// they did something since the last beat: an open tab nobody touches must still go idle.

export const HEARTBEAT_INTERVAL_MS = 60_000;

export interface Heartbeat {
  /** The editor did something (a key, a pointer, a change). */
  active: () => void;
  stop: () => void;
}

export function createHeartbeat(
  send: () => void,
  intervalMs = HEARTBEAT_INTERVAL_MS,
  timers: {
    setInterval: (run: () => void, ms: number) => unknown;
    clearInterval: (handle: unknown) => void;
  } = {
    // Called as methods of this object, the browser's own would throw "Illegal invocation".
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  },
): Heartbeat {
  let activeSinceBeat = false;
  const handle = timers.setInterval(() => {
    if (!activeSinceBeat) return;
    activeSinceBeat = false;
    send();
  }, intervalMs);
  return {
    active() {
      activeSinceBeat = true;
    },
    stop() {
      timers.clearInterval(handle);
    },
  };
}
