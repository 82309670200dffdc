import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat, HEARTBEAT_INTERVAL_MS } from './heartbeat';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createHeartbeat', () => {
  it('beats once per interval while the editor is active, never when idle', () => {
    const send = vi.fn();
    const beat = createHeartbeat(send);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(send).not.toHaveBeenCalled();
    beat.active();
    beat.active();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
    beat.stop();
    beat.active();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
