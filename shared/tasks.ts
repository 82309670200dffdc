// Task types of the staff work queue (/Tasks). Support requests are type 9 (SPEC §9); a
// coaching booking (12) opens when a slot is booked, an exam review (13) when a student submits
// an exam.
export const TASK_TYPE = {
  support: 9,
  coachingRequest: 10,
  contact: 11,
  coachingBooking: 12,
  examReview: 13,
} as const;
/** A task nobody has taken yet. */
export const UNASSIGNED_OWNER = -1;
