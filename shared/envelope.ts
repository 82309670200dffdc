// The reply envelope every call answers with (docs/architecture.md, "Envelope").
import { z } from './zod';

/** Failure statuses and the HTTP code each one mirrors. */
export const FAILURE_HTTP_STATUS = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  ERROR: 500,
  BUSY: 503,
} as const;

export type FailureStatus = keyof typeof FAILURE_HTTP_STATUS;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  status: z.enum(Object.keys(FAILURE_HTTP_STATUS) as [FailureStatus, ...FailureStatus[]]),
  error_code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  data: z.unknown().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** A success reply: status OK, the call's own fields (data, pagination, ...) and the server time. */
export type Success<T extends object> = T & { status: 'OK'; datetime: string };

export function isFailure(body: unknown): body is Failure {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status !== 'OK';
}
