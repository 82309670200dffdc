// After a deploy, a tab still runs the previous build: the chunks it has not loaded yet are gone
// from the server, and the next lazy page would fail to load. Such a failure (Vite's
// vite:preloadError, which every lazy import of the build goes through, or a React.lazy import
// that rejects) reloads the page once, onto the new build; if it already reloaded for this within
// the last minute, the new-version card is shown instead (its Update reloads), so a missing chunk
// never leaves a blank page or a reload loop. In the first bundle: kept small.

/** When this tab last reloaded for a missing chunk (sessionStorage: it survives the reload). */
export const CHUNK_RELOAD_KEY = 'tonic.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Dispatched on window when the card should show. */
export const STALE_EVENT = 'tonic:stale';

/** 0: nothing missing; 1: reloading; 2: missing after a reload (the card). */
let state = 0;

export function isChunkLoadError(error: unknown): boolean {
  // An error object's message (of any realm); a thrown string is not the loader's.
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' && /dynamically imported|module script|preload CSS/i.test(message);
}

/** Whether a chunk of this build is missing and a reload did not bring it. */
export const isStale = () => state === 2;

/** A chunk failed to load: reload once or, right after such a reload, show the card. */
export function recoverFromMissingChunk(): void {
  if (state !== 0) return;
  try {
    // Without a record of the reload (storage refused), never reload by ourselves: it could loop.
    if (!(Date.now() - Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) < CHUNK_RELOAD_GUARD_MS)) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      state = 1;
      location.reload();
      return;
    }
  } catch {}
  state = 2;
  dispatchEvent(new Event(STALE_EVENT));
}

export function installChunkRecovery(): void {
  addEventListener('vite:preloadError', recoverFromMissingChunk);
}

/** For tests: a new page. */
export function resetChunkRecovery(): void {
  state = 0;
}
