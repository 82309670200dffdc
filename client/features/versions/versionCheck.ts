// The new-version check (SPEC §4, §9): version.json is fetched from the site every 30 s with a
// timestamp parameter (so no cache answers), and version:available is pushed when a server starts
// with a new build. The build loaded first is the baseline; another hash means a newer build.
import { reportStorageError } from '../../api/storageErrors';

export const VERSION_CHECK_INTERVAL_MS = 30_000;
/** The version last loaded, kept across sign-outs (SPEC §9 "preserved on logout"). */
export const APP_VERSION_KEY = 'userAppVersion';

export interface BuildVersion {
  hash: string;
  version: string;
}

export function versionUrl(now: number): string {
  return `/version.json?t=${now}`;
}

/** A version.json body, or null when it is not one. */
export function parseBuildVersion(value: unknown): BuildVersion | null {
  if (typeof value !== 'object' || value === null) return null;
  const { hash, version } = value as Record<string, unknown>;
  if (typeof hash !== 'string' || hash === '' || typeof version !== 'string') return null;
  return { hash, version };
}

/** Whether `seen` is another build than the one this tab runs. Unknown on either side: no. */
export function isNewerBuild(running: BuildVersion | null, seen: BuildVersion | null): boolean {
  return running !== null && seen !== null && running.hash !== seen.hash;
}

export async function fetchBuildVersion(fetcher: typeof fetch = fetch): Promise<BuildVersion | null> {
  try {
    const reply = await fetcher(versionUrl(Date.now()), { cache: 'no-store' });
    if (!reply.ok) return null;
    return parseBuildVersion(await reply.json());
  } catch {
    return null;
  }
}

export function rememberAppVersion(version: BuildVersion): void {
  try {
    localStorage.setItem(APP_VERSION_KEY, version.hash);
  } catch (error) {
    reportStorageError(error);
    // Only a record; the tab keeps its baseline in memory.
  }
}
