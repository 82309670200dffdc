// The version-history call (versions.php); calls.test.ts checks it against shared/calls/versions.ts.
import type * as versions from '../../../shared/calls/versions';
import { callRef } from '../../api/contract';

export const versionCalls = {
  getVersions: callRef<typeof versions.getVersions>('versions.php', 'get_versions'),
} as const;
