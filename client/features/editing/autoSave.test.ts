import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_BEFORE_GOING, type SaveHow } from '../../components/useSaveWhenLeaving';
import { AUTO_SAVE_INTERVAL_MS, createAutoSaver, type SaveStatus } from './autoSave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutoSaver', () => {
  it('saves a change at the next 6 s tick and not before', async () => {
    const save = vi.fn(() => Promise.resolve());
    const saver = createAutoSaver({ save });
    saver.changed();
    expect(saver.status()).toBe('dirty');
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_INTERVAL_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.status()).toBe('saved');
    saver.stop();
  });

  it('does not save when nothing changed', async () => {
    const save = vi.fn(() => Promise.resolve());
    const saver = createAutoSaver({ save });
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_INTERVAL_MS * 3);
    expect(save).not.toHaveBeenCalled();
    saver.stop();
  });

  it('flushes at once on leaving, and a flush with nothing dirty saves nothing', async () => {
    const save = vi.fn(() => Promise.resolve());
    const saver = createAutoSaver({ save });
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.changed();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.stop();
  });

  it('saves a change made during a save with the next save', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const statuses: SaveStatus[] = [];
    const saver = createAutoSaver({ save, onStatus: (s) => statuses.push(s) });
    saver.changed();
    const first = saver.flush();
    expect(saver.status()).toBe('saving');
    saver.changed();
    finish();
    await first;
    expect(saver.status()).toBe('dirty');
    const second = saver.flush();
    finish();
    await second;
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.status()).toBe('saved');
    expect(statuses.at(-1)).toBe('saved');
    saver.stop();
  });

  it('stays dirty after a failed save and retries at the next tick', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createAutoSaver({ save });
    saver.changed();
    await saver.flush();
    expect(saver.status()).toBe('failed');
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.status()).toBe('saved');
    saver.stop();
  });

  it('stops ticking after stop', async () => {
    const save = vi.fn(() => Promise.resolve());
    const saver = createAutoSaver({ save });
    saver.stop();
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_INTERVAL_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('going away saves at once with keepalive, and says whether work is unsaved until then', async () => {
    const save = vi.fn((_how: SaveHow) => Promise.resolve());
    const saver = createAutoSaver({ save });
    expect(saver.hasUnsaved()).toBe(false);
    saver.changed();
    expect(saver.hasUnsaved()).toBe(true);
    await saver.flush(SAVE_BEFORE_GOING);
    expect(save).toHaveBeenCalledWith({ keepalive: true });
    expect(saver.hasUnsaved()).toBe(false);
    saver.stop();
  });

  it('going away during a save sends the newer change beside it, and nothing twice', async () => {
    const pending: (() => void)[] = [];
    const save = vi.fn(
      (_how: SaveHow) =>
        new Promise<void>((resolve) => {
          pending.push(resolve);
        }),
    );
    const saver = createAutoSaver({ save });
    saver.changed();
    const running = saver.flush();
    // Nothing new since the running save started: it carries everything.
    void saver.flush(SAVE_BEFORE_GOING);
    expect(save).toHaveBeenCalledTimes(1);
    saver.changed();
    void saver.flush(SAVE_BEFORE_GOING);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ keepalive: true });
    for (const finish of pending) finish();
    await running;
    await vi.waitFor(() => expect(saver.status()).toBe('saved'));
    saver.stop();
  });
});
