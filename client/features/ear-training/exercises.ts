// The exercises' names as they appear in the address and in ear_training.php (a copy of
// EAR_TRAINING_EXERCISES without the contract's zod; exercises.test.ts keeps them equal).
export const EXERCISES = ['KeyboardIntervals_1', 'NameTheInterval'] as const;
export type Exercise = (typeof EXERCISES)[number];

export function isExercise(value: string | undefined): value is Exercise {
  return EXERCISES.some((exercise) => exercise === value);
}
