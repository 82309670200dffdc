import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFallbackPoll } from './fallbackPoll';

describe('the fallback poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 3 s from the first second when the socket never comes up', () => {
    const run = vi.fn();
    const poll = createFallbackPoll(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(6000);
    expect(run).toHaveBeenCalledTimes(4);
    poll.stop();
  });

  it('does not poll when the socket comes up in time', () => {
    const run = vi.fn();
    const poll = createFallbackPoll(run);
    vi.advanceTimersByTime(300);
    poll.socketUp();
    vi.advanceTimersByTime(30_000);
    expect(run).not.toHaveBeenCalled();
    expect(poll.polling()).toBe(false);
  });

  it('polls at once when the socket is lost and stops when it is back', () => {
    const run = vi.fn();
    const poll = createFallbackPoll(run);
    poll.socketUp();
    poll.socketDown();
    expect(run).toHaveBeenCalledTimes(1);
    // Repeated connection errors do not start a second timer.
    poll.socketDown();
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(2);
    poll.socketUp();
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(poll.polling()).toBe(false);
  });

  it('starts before the grace ends when the first connection fails early', () => {
    const run = vi.fn();
    const poll = createFallbackPoll(run);
    vi.advanceTimersByTime(200);
    poll.socketDown();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(800);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2200);
    expect(run).toHaveBeenCalledTimes(2);
    poll.stop();
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
