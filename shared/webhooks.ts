// Webhooks (docs/architecture.md "Webhooks"): which logged events a school or a company may have
// sent to its endpoints, and when a failed delivery is tried again. Zod-free: the client's
// settings page imports it.
import type { LoggedEventName } from './realtime';

/**
 * The events offered to endpoints: learning and business. Never messages (private bodies),
 * presence, locks or the public pages' own changes. A company's endpoint gets an event only
 * when that company's staff room hears it live (server/scope/audience.ts).
 */
export const WEBHOOK_EVENT_TYPES = [
  'course:access',
  'progress:changed',
  'xp:changed',
  'achievement:earned',
  'certificate:issued',
  'certificate:revoked',
  'exam:changed',
  'user:changed',
  'code:redeemed',
  'slot:changed',
  'task:changed',
  'invoice:changed',
  'journal:posted',
  'customer:changed',
  'company:changed',
] as const satisfies readonly LoggedEventName[];

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Pauses after the 1st, 2nd, ... failed try (the Standard Webhooks schedule); then given up. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  30_000,
  120_000,
  600_000,
  3_600_000,
  6 * 3_600_000,
  24 * 3_600_000,
] as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
