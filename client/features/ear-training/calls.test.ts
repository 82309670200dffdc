// Each ear-training call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { completeEarTrainingRound } from '../../../shared/calls/publicSite';
import { earTrainingCalls } from './calls';

describe('ear-training call references', () => {
  it('completeRound matches its contract', () => {
    const ref = earTrainingCalls.completeRound;
    expect({ file: ref.file, req: ref.req }).toEqual({
      file: completeEarTrainingRound.file,
      req: completeEarTrainingRound.req,
    });
  });
});
