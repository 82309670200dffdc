// The version-history call, from its address in shared/calls/addresses/versions.ts.
import * as versionsAddresses from '../../../shared/calls/addresses/versions';
import type * as versions from '../../../shared/calls/versions';
import { callRefs } from '../../api/contract';

export const versionCalls = {
  ...callRefs<typeof versions>(versionsAddresses),
} as const;
