// Rounds never overlap: asks during a round become one more round after it, and stopping waits for
// the round under way and runs no more.
import { describe, expect, it } from 'vitest';
import { createRoundWorker } from './roundWorker';

/** A worker whose rounds the test ends one by one. */
function heldRounds() {
  const ends: Array<(more: boolean) => void> = [];
  const worker = createRoundWorker({
    pollMs: 60_000,
    round: () => new Promise<boolean>((resolve) => ends.push(resolve)),
    onError: () => {},
  });
  return { worker, ends };
}

describe('a round worker', () => {
  it('runs one more round for any number of asks during a round', async () => {
    const { worker, ends } = heldRounds();
    const first = worker.run();
    worker.kick();
    worker.kick();
    expect(worker.run()).toBe(first);
    expect(ends).toHaveLength(1);
    ends[0]?.(false);
    await expect.poll(() => ends.length).toBe(2);
    ends[1]?.(false);
    await first;
    expect(ends).toHaveLength(2);
  });

  it('runs again at once while a round says more is waiting', async () => {
    const { worker, ends } = heldRounds();
    const done = worker.run();
    ends[0]?.(true);
    await expect.poll(() => ends.length).toBe(2);
    ends[1]?.(false);
    await done;
    expect(ends).toHaveLength(2);
  });

  it('stops after the round under way, and asks then run nothing', async () => {
    const { worker, ends } = heldRounds();
    void worker.run();
    worker.kick();
    const stopping = worker.stop();
    expect(worker.stopped).toBe(true);
    ends[0]?.(true);
    await stopping;
    worker.kick();
    expect(ends).toHaveLength(1);
  });
});
