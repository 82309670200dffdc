// Endpoints are typed from the call contracts in shared/calls, but the client ships only each
// call's address (shared/calls/addresses, zod-free): the contracts' zod schemas would add ~26 KB
// gzip to the first bundle. A reference names its contract by type only; since a contract keeps
// its file and req as literal types, a reference to the wrong address does not compile.
import type { CallAddress } from '../../shared/calls/address';
import type { CallContract, CallInput, CallOutput } from '../../shared/calls/define';
import type { Success } from '../../shared/envelope';
import type { CallArgs } from './baseQuery';

declare const contractType: unique symbol;

/** A call's address, carrying its contract's type. */
export interface CallRef<C extends CallContract> extends CallAddress {
  /** Never set at runtime: only carries the contract's type. */
  readonly [contractType]?: C;
}

/** The address a reference to contract C must have: the contract's own file and req. */
type AddressOf<C extends CallContract> = CallAddress & Pick<C, 'file' | 'req'>;

/** One call's reference: `callRef<typeof tasks.getTask>(taskAddresses.getTask)`. */
export function callRef<C extends CallContract>(address: AddressOf<C>): CallRef<C> {
  return address;
}

/** The calls among a contract module's exports (its schemas and constants left out). */
type ContractsOf<M> = {
  [K in keyof M as M[K] extends CallContract ? K : never]: Extract<M[K], CallContract>;
};

/** References to every call of a contract module: `callRefs<typeof tasks>(taskAddresses)`. */
export function callRefs<M>(addresses: { [K in keyof ContractsOf<M>]: AddressOf<ContractsOf<M>[K]> }): {
  [K in keyof ContractsOf<M>]: CallRef<ContractsOf<M>[K]>;
} {
  return addresses;
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
