// Task types of the staff work queue (/Tasks). Support requests are type 9 (SPEC §9);
// an exam review (12) opens when a student submits an exam.
export const TASK_TYPE = { support: 9, coachingRequest: 10, contact: 11, examReview: 12 } as const;
/** A task nobody has taken yet. */
export const UNASSIGNED_OWNER = -1;
