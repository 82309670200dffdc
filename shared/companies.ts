// Companies, plans and their limits (SPEC §1, §9): the numbers both sides read.

export const PLAN_KEYS = ['starter', 'professional', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** A new company's free trial (SPEC §1: "free 30-day trial with no credit card"). */
export const TRIAL_DAYS = 30;
/** The plan a trial runs on: its limits hold during the trial. */
export const TRIAL_PLAN: PlanKey = 'starter';

/** Demo accounts (SPEC §9): whatever their plan, at most this much. */
export const DEMO_LIMITS = { courses: 3, companies: 1, users: 10 } as const;

/** Invitations in one go (typed addresses or a CSV file). */
export const MAX_INVITES = 200;

export const LIMITS = ['users', 'courses', 'storage'] as const;
export type LimitName = (typeof LIMITS)[number];

export interface Meter {
  Limit: LimitName;
  Used: number;
  /** Null: no limit. Storage in bytes. */
  Allowed: number | null;
}

/** Whether adding `more` stays within a meter. */
export function withinLimit(meter: Meter, more: number): boolean {
  return meter.Allowed === null || meter.Used + more <= meter.Allowed;
}
