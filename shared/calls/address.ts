// Where a call is sent and who may send it, apart from its schemas: zod-free, so the client's first
// bundle can carry it. Each domain's addresses are in ./addresses/<domain>.ts; the contract in
// ./<domain>.ts spreads them, so a call's file, req and access are written once.
import type { AccessRule, CallScope } from '../access';
import type { Site } from '../site';

export interface CallAddress<A extends AccessRule = AccessRule> {
  /** The legacy file name under /api/backend/, e.g. "login.php". */
  readonly file: string;
  /** The action, sent as the form field `req`. */
  readonly req: string;
  readonly access: A;
  /** What rows the call reaches (`../access.ts` CALL_SCOPES); docs/api.md lists it per call. */
  readonly scope: CallScope;
  /**
   * The site variants that have this call (SPEC §2: pages tagged for one variant); a server of
   * another variant answers it as unknown. Absent: every variant.
   */
  readonly sites?: readonly Site[];
}
