// Security events as structured log lines (docs/reliability.md 23): UTC times from pino, never a
// password, token or message body. Values are JSON-encoded, so user text cannot forge a line.
import type { FastifyBaseLogger } from 'fastify';

export type SecurityEvent =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'sign_out'
  | 'password_reset_requested'
  | 'verification_resend_requested'
  | 'password_reset_done'
  | 'email_verified'
  | 'call_unauthenticated'
  | 'call_forbidden'
  | 'rate_limited'
  | 'socket_auth_failed'
  | 'socket_origin_refused'
  | 'socket_event_refused'
  | 'registration'
  | 'admin_created'
  | 'password_changed'
  | 'trial_started';

export type SecurityFields = Record<string, string | number | boolean | null | undefined>;

export interface SecurityLog {
  write(event: SecurityEvent, fields: SecurityFields): void;
}

export function createSecurityLog(log: FastifyBaseLogger): SecurityLog {
  const child = log.child({ channel: 'security' });
  return {
    write(event, fields) {
      child.info({ security: event, ...fields }, event);
    },
  };
}

/** An email as it may appear in a log: enough to correlate, not the whole address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
