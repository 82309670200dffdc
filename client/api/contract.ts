// Endpoints are typed from the call contracts in shared/calls, but the client ships only each
// call's file and action: the contracts' zod schemas would add ~26 KB gzip to the first bundle.
// calls.test.ts checks every reference against the real contract.
import type { CallContract, CallInput, CallOutput } from '../../shared/calls/define';
import type { Success } from '../../shared/envelope';
import type { CallArgs } from './baseQuery';

declare const contractType: unique symbol;

/** A call's address, carrying its contract's type. */
export interface CallRef<C extends CallContract> {
  readonly file: string;
  readonly req: string;
  /** Never set at runtime: only carries the contract's type. */
  readonly [contractType]?: C;
}

export function callRef<C extends CallContract>(file: string, req: string): CallRef<C> {
  return { file, req };
}

/** The success reply of a call: its output fields plus `status: 'OK'` and `datetime`. */
export type CallReply<C extends CallContract> = CallOutput<C> extends object ? Success<CallOutput<C>> : never;

export type { CallInput };

/** The `query` of an RTK Query endpoint for a call: its argument is exactly the call's input. */
export function fromContract<C extends CallContract>(ref: CallRef<C>) {
  return {
    query: (data: CallInput<C>): CallArgs => ({ file: ref.file, req: ref.req, data }),
  };
}
