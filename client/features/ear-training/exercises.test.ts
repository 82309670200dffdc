import { describe, expect, it } from 'vitest';
import { EAR_TRAINING_EXERCISES } from '../../../shared/calls/publicSite';
import { EXERCISES, isExercise } from './exercises';

describe('the exercises', () => {
  it('are the ones ear_training.php knows', () => {
    expect(EXERCISES).toEqual(EAR_TRAINING_EXERCISES);
  });

  it('are recognised by name, case and all', () => {
    expect(isExercise('NameTheInterval')).toBe(true);
    expect(isExercise('nametheinterval')).toBe(false);
    expect(isExercise(undefined)).toBe(false);
  });
});
