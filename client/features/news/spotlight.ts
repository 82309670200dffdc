// The news spotlight's memory (SPEC §3, §4): the ids of dismissed news under newsSpotlightViewed,
// kept across sign-outs. A stored value that is not a list of ids is discarded.
import { reportStorageError } from '../../api/storageErrors';

export const NEWS_VIEWED_KEY = 'newsSpotlightViewed';

/** The dismissed ids in a stored value; anything but a JSON list counts as none. */
export function parseViewed(stored: string | null): number[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
  } catch {
    return [];
  }
}

/** Whether the latest news should show: it exists and was not dismissed. */
export function showsSpotlight(latestId: number | null | undefined, viewed: readonly number[]): boolean {
  return latestId != null && !viewed.includes(latestId);
}

export function readViewed(): number[] {
  try {
    const stored = localStorage.getItem(NEWS_VIEWED_KEY);
    const viewed = parseViewed(stored);
    // Discard what is not a list, so the next write starts clean.
    if (stored !== null && viewed.length === 0 && stored.trim() !== '[]')
      localStorage.removeItem(NEWS_VIEWED_KEY);
    return viewed;
  } catch (error) {
    reportStorageError(error);
    return [];
  }
}

/** Adds the id to the dismissed list and returns the new list. */
export function rememberViewed(id: number): number[] {
  const next = [...new Set([...readViewed(), id])];
  try {
    localStorage.setItem(NEWS_VIEWED_KEY, JSON.stringify(next));
  } catch (error) {
    reportStorageError(error);
    // Not remembered across reloads; hidden for now.
  }
  return next;
}
