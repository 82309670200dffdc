// The simulated learner: rounds chosen from its memory states reach the goal in fewer answers than
// uniformly random rounds (counts of answers, not timings).
import { describe, expect, it } from 'vitest';
import { compare, trialsToGoal } from './earTrainingSim';

describe('the ear-training simulation', () => {
  it('is repeatable: a seed gives the same count', () => {
    expect(trialsToGoal('adaptive', 7)).toBe(trialsToGoal('adaptive', 7));
  });

  it('reaches every interval at 90 % in fewer answers with adaptive rounds than with uniform ones', () => {
    const result = compare([1, 2, 3]);
    for (let i = 0; i < 3; i++) expect(result.adaptive[i]).toBeLessThan(result.uniform[i]!);
    expect(result.meanAdaptive).toBeLessThan(result.meanUniform);
    expect(result.saving).toBeGreaterThanOrEqual(0.25);
  });
});
