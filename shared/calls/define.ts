// A call contract: the one place a call's file, action, access rule and shapes are declared.
// The server registers a handler against it; the client types its requests from it.
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Site } from '../site';
import type { AccessRule } from '../users';

export interface CallContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AccessRule = AccessRule,
> {
  /** The legacy file name under /api/backend/, e.g. "login.php". */
  file: string;
  /** The action, sent as the form field `req`. */
  req: string;
  access: A;
  summary: string;
  /** Schema of the `data` field. */
  input: I;
  /** Schema of the reply besides `status` and `datetime` (usually `{ data }`). */
  output: O;
  /** The error answered when the input fails validation (default VALIDATION_FAILED). */
  invalidInputError?: ErrorCode;
  /**
   * The site variants that have this call (SPEC §2: pages tagged for one variant); a server of
   * another variant answers it as unknown. Absent: every variant.
   */
  sites?: readonly Site[];
}

export function defineCall<I extends z.ZodType, O extends z.ZodType, A extends AccessRule>(
  contract: CallContract<I, O, A>,
): CallContract<I, O, A> {
  return contract;
}

export type CallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.output<O> : never;
export type CallParsedInput<C> = C extends CallContract<infer I, z.ZodType> ? z.output<I> : never;

export function callPath(contract: Pick<CallContract, 'file'>): string {
  return `/api/backend/${contract.file}`;
}
