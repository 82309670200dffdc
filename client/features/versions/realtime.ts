// The events the new-version card follows while shown: `version:available` offers the new build.
import { onEvents } from '../../base/listeners';
import type { BuildVersion } from './versionCheck';

export const newVersions = (consider: (seen: BuildVersion) => void) =>
  onEvents(['version:available'], (event) =>
    consider({ hash: event.payload.hash, version: event.payload.version }),
  );
