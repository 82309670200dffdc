import { describe, expect, it } from 'vitest';
import { type RateStep, searchRate } from './rateSearch';

/** A route that holds its p99 up to `limit` per second, and not beyond. */
const holdsUpTo =
  (limit: number) =>
  async (rate: number): Promise<RateStep> => ({
    rate,
    p99Ms: rate <= limit ? 10 : 80,
    achievedPerSec: rate,
    failed: 0,
    passed: rate <= limit,
  });

describe('the sustained-rate search', () => {
  it('doubles until a step fails, then narrows the gap to within an eighth of it', async () => {
    const result = await searchRate(holdsUpTo(1234));
    expect(result.steps.map((s) => s.rate).slice(0, 4)).toEqual([250, 500, 1000, 2000]);
    expect(result.sustainedPerSec).toBeLessThanOrEqual(1234);
    expect(result.sustainedPerSec).toBeGreaterThan(1234 - 1000 / 8);
    expect(result.p99Ms).toBe(10);
  });

  it('answers 0 when even the first rate is not held, after looking below it', async () => {
    const result = await searchRate(holdsUpTo(20));
    expect(result.steps[0]?.rate).toBe(250);
    expect(result.steps.every((s) => s.rate < 250 || !s.passed)).toBe(true);
    expect(result.sustainedPerSec).toBe(0);
  });

  it('finds a rate below the first when one is held', async () => {
    const result = await searchRate(holdsUpTo(200));
    expect(result.sustainedPerSec).toBeGreaterThan(150);
    expect(result.sustainedPerSec).toBeLessThanOrEqual(200);
  });
});
