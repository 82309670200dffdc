// A call contract: its address (./address.ts, spread from ./addresses/<domain>.ts) and its shapes.
// The server registers a handler against it; the client types its requests from it.

import type { ErrorCode } from '../errors';
import type { AccessRule } from '../users';
import type { z } from '../zod';
import type { CallAddress } from './address';

export interface CallContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AccessRule = AccessRule,
> extends CallAddress<A> {
  summary: string;
  /** Schema of the `data` field. */
  input: I;
  /** Schema of the reply besides `status` and `datetime` (usually `{ data }`). */
  output: O;
  /** The error answered when the input fails validation (default VALIDATION_FAILED). */
  invalidInputError?: ErrorCode;
}

/**
 * A contract keeps its file and req as literal types, so a client reference built from the
 * address module (client/api/contract.ts) must name the same ones to compile.
 */
export function defineCall<
  I extends z.ZodType,
  O extends z.ZodType,
  A extends AccessRule,
  F extends string,
  R extends string,
>(contract: CallContract<I, O, A> & { file: F; req: R }): CallContract<I, O, A> & { file: F; req: R } {
  return contract;
}

export type CallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.output<O> : never;
export type CallParsedInput<C> = C extends CallContract<infer I, z.ZodType> ? z.output<I> : never;

export function callPath(contract: Pick<CallContract, 'file'>): string {
  return `/api/backend/${contract.file}`;
}
