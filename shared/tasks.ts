// Task types of the staff work queue (/Tasks). Support requests are type 9 (SPEC §9); a
// coaching booking (12) opens when a slot is booked, an exam review (13) when a student submits
// an exam, an upgrade request (14) when a company's admin asks for another plan.
export const TASK_TYPE = {
  support: 9,
  coachingRequest: 10,
  contact: 11,
  coachingBooking: 12,
  examReview: 13,
  /** A company's admin asks for another plan (companies.php request_upgrade). */
  upgradeRequest: 14,
} as const;
/** A task nobody has taken yet. */
export const UNASSIGNED_OWNER = -1;
