// The fallback on time (SPEC §9): a tab without a socket polls get_events every 3 s. The first
// connection may hang until socket.io's own timeout (20 s) before any error is reported, so the
// poll does not wait for an error: if the socket is not up within a second of the start, polling
// begins; a lost socket polls at once; a socket back stops it.
export const POLL_INTERVAL_MS = 3000;
/** How long a starting tab waits for its socket before it polls (a normal connect takes less). */
export const FIRST_CONNECT_GRACE_MS = 1000;

export interface FallbackPoll {
  socketUp: () => void;
  socketDown: () => void;
  stop: () => void;
  /** Whether get_events is being polled now. */
  polling: () => boolean;
}

export function createFallbackPoll(
  run: () => void,
  intervalMs = POLL_INTERVAL_MS,
  graceMs = FIRST_CONNECT_GRACE_MS,
): FallbackPoll {
  let grace: ReturnType<typeof setTimeout> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;

  const clearGrace = () => {
    if (grace !== null) clearTimeout(grace);
    grace = null;
  };
  const start = () => {
    clearGrace();
    if (poll !== null) return;
    run();
    poll = setInterval(run, intervalMs);
  };
  const halt = () => {
    clearGrace();
    if (poll !== null) clearInterval(poll);
    poll = null;
  };

  grace = setTimeout(start, graceMs);
  return { socketUp: halt, socketDown: start, stop: halt, polling: () => poll !== null };
}
