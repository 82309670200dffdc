// The server's calls from the journeys' own process, as the client makes them (SPEC §7): POST
// /api/backend/<file> with `req` and `data` urlencoded and the token as a Bearer header. Typed by
// the call contracts in shared/calls, and the reply checked against the contract's output.
import type { CallContract, CallInput, CallOutput } from '../../shared/calls/define';
import { type Site, siteUrl } from './servers';

export interface CallOptions {
  token?: string;
  /**
   * The address the call comes from, as the proxy in front of the server reports it
   * (X-Forwarded-For; the journeys' servers trust loopback). Calls limited per address, such as
   * registration, are then counted for that person alone, as for people on their own machines.
   */
  from?: string;
}

/** A site of the run's two servers, or the address of a server of a journey's own. */
export type Target = Site | `http://${string}`;

export async function call<C extends CallContract>(
  target: Target,
  contract: C,
  data: CallInput<C>,
  options: CallOptions = {},
): Promise<CallOutput<C>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    Accept: 'application/json',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.from) headers['X-Forwarded-For'] = options.from;
  const base = target === 'academy' || target === 'teams' ? siteUrl(target) : target;
  const response = await fetch(`${base}/api/backend/${contract.file}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ req: contract.req, data: JSON.stringify(data) }),
  });
  const reply: unknown = await response.json();
  const status = (reply as { status?: unknown } | null)?.status;
  if (status !== 'OK') {
    throw new Error(`${contract.file} ${contract.req} answered ${response.status}: ${JSON.stringify(reply)}`);
  }
  return contract.output.parse(reply) as CallOutput<C>;
}
