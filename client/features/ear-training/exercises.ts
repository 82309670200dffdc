// The exercises' names as they appear in the address and in ear_training.php (a copy of
// EAR_TRAINING_EXERCISES without the contract's zod; exercises.test.ts keeps them equal).
export const EXERCISES = ['KeyboardIntervals_1', 'NameTheInterval'] as const;
export type Exercise = (typeof EXERCISES)[number];

export function isExercise(value: string | undefined): value is Exercise {
  return EXERCISES.some((exercise) => exercise === value);
}

/** The exercises the page offers: ear_training.php's, and chords, which only the adaptive calls know. */
export const PAGE_EXERCISES = [...EXERCISES, 'Chords'] as const;
export type PageExercise = (typeof PAGE_EXERCISES)[number];

export function isPageExercise(value: string | undefined): value is PageExercise {
  return PAGE_EXERCISES.some((exercise) => exercise === value);
}
