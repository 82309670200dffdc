import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_BEFORE_GOING, SAVE_NOW, type SaveHow } from '../useSaveWhenLeaving';
import {
  createTextAutoSaver,
  SAVE_AFTER_CHANGE_MS,
  SAVE_AFTER_TYPING_MS,
  saveDueAt,
  type TextSaveStatus,
} from './textAutoSave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saveDueAt', () => {
  it('is 5 s after the last change, later if a key was pressed within the last 3 s', () => {
    expect(saveDueAt(1000, 0, 5000, 3000)).toBe(6000);
    expect(saveDueAt(1000, 4000, 5000, 3000)).toBe(7000);
  });
});

describe('createTextAutoSaver', () => {
  it('saves 5 s after the last change and not before', async () => {
    const save = vi.fn((_html: string) => Promise.resolve());
    const saver = createTextAutoSaver({ save });
    saver.typed();
    saver.changed('<p>a</p>');
    expect(saver.status()).toBe('dirty');
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_CHANGE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith('<p>a</p>', SAVE_NOW);
    expect(saver.status()).toBe('saved');
    saver.stop();
  });

  it('every change restarts the wait, and the latest text is saved once', async () => {
    const save = vi.fn((_html: string) => Promise.resolve());
    const saver = createTextAutoSaver({ save });
    saver.changed('<p>a</p>');
    await vi.advanceTimersByTimeAsync(4000);
    saver.changed('<p>ab</p>');
    await vi.advanceTimersByTimeAsync(4000);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('<p>ab</p>', SAVE_NOW);
    saver.stop();
  });

  it('waits for 3 s without typing even when the text stopped changing', async () => {
    const save = vi.fn((_html: string) => Promise.resolve());
    const saver = createTextAutoSaver({ save });
    saver.changed('<p>a</p>');
    // Keys that change nothing (arrows) at 4.5 s push the save to 7.5 s.
    await vi.advanceTimersByTimeAsync(4500);
    saver.typed();
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_TYPING_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    saver.stop();
  });

  it('reports Saving then saved, and the loaded text is not a change', async () => {
    const statuses: TextSaveStatus[] = [];
    const save = vi.fn((_html: string) => Promise.resolve());
    const saver = createTextAutoSaver({ save, initial: '<p>x</p>', onStatus: (s) => statuses.push(s) });
    saver.changed('<p>x</p>');
    expect(saver.status()).toBe('idle');
    saver.changed('<p>y</p>');
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_CHANGE_MS);
    expect(statuses).toEqual(['dirty', 'saving', 'saved']);
    saver.stop();
  });

  it('flush saves at once; with nothing unsaved it saves nothing', async () => {
    const save = vi.fn((_html: string) => Promise.resolve());
    const saver = createTextAutoSaver({ save });
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.changed('<p>now</p>');
    expect(saver.hasUnsaved()).toBe(true);
    await saver.flush();
    expect(save).toHaveBeenCalledWith('<p>now</p>', SAVE_NOW);
    expect(saver.hasUnsaved()).toBe(false);
    // The timer that was pending does not save a second time.
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_CHANGE_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    saver.stop();
  });

  it('a change made during a save is saved by a later save', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(
      (_html: string) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const saver = createTextAutoSaver({ save });
    saver.changed('<p>1</p>');
    const first = saver.flush();
    expect(saver.status()).toBe('saving');
    saver.changed('<p>2</p>');
    finish();
    await first;
    expect(saver.status()).toBe('dirty');
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_CHANGE_MS);
    expect(save).toHaveBeenLastCalledWith('<p>2</p>', SAVE_NOW);
    finish();
    await saver.flush();
    expect(saver.status()).toBe('saved');
    saver.stop();
  });

  it('a failed save stays unsaved and is retried by a flush', async () => {
    const save = vi
      .fn((_html: string) => Promise.resolve())
      .mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const saver = createTextAutoSaver({ save });
    saver.changed('<p>a</p>');
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_CHANGE_MS);
    expect(saver.status()).toBe('failed');
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.status()).toBe('saved');
    saver.stop();
  });

  it('going away sends the newest text at once with keepalive, beside a running save', async () => {
    const pending: (() => void)[] = [];
    const save = vi.fn(
      (_html: string, _how: SaveHow) =>
        new Promise<void>((resolve) => {
          pending.push(resolve);
        }),
    );
    const saver = createTextAutoSaver({ save });
    saver.changed('<p>a</p>');
    const running = saver.flush();
    saver.changed('<p>ab</p>');
    expect(saver.hasUnsaved()).toBe(true);
    void saver.flush(SAVE_BEFORE_GOING);
    expect(save).toHaveBeenLastCalledWith('<p>ab</p>', { keepalive: true });
    // Nothing newer: a second going-away flush sends nothing more.
    void saver.flush(SAVE_BEFORE_GOING);
    expect(save).toHaveBeenCalledTimes(2);
    for (const finish of pending) finish();
    await running;
    await vi.waitFor(() => expect(saver.hasUnsaved()).toBe(false));
    saver.stop();
  });
});
