// The page's side is the browser's (sessionStorage, location, window events): stand-ins here, and
// the journey e2e/deploy.e2e.ts runs the real thing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  isStale,
  recoverFromMissingChunk,
  resetChunkRecovery,
  STALE_EVENT,
} from './chunkErrors';

let stored: Map<string, string> | null;
let reloads: number;
let staleEvents: number;

beforeEach(() => {
  stored = new Map();
  reloads = 0;
  staleEvents = 0;
  vi.useFakeTimers({ now: 10_000_000 });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => {
      if (!stored) throw new Error('SecurityError');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (!stored) throw new Error('SecurityError');
      stored.set(key, value);
    },
  });
  vi.stubGlobal('location', { reload: () => (reloads += 1) });
  vi.stubGlobal('dispatchEvent', (event: Event) => {
    if (event.type === STALE_EVENT) staleEvents += 1;
    return true;
  });
  resetChunkRecovery();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a chunk missing after a deploy', () => {
  it('is told from other errors by the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/A-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/A-1.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, recording when; a failure within the guard after it shows the card', () => {
    recoverFromMissingChunk();
    expect(reloads).toBe(1);
    expect(stored?.get(CHUNK_RELOAD_KEY)).toBe('10000000');
    // The same page asking again (the event and the boundary both) reloads no further.
    recoverFromMissingChunk();
    expect(reloads).toBe(1);
    expect(isStale()).toBe(false);
    // The reloaded page: the chunk is still missing.
    resetChunkRecovery();
    vi.advanceTimersByTime(5_000);
    recoverFromMissingChunk();
    expect(reloads).toBe(1);
    expect(isStale()).toBe(true);
    expect(staleEvents).toBe(1);
  });

  it('reloads again for a failure long after the last such reload (a later deploy)', () => {
    stored?.set(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_GUARD_MS - 1));
    recoverFromMissingChunk();
    expect(reloads).toBe(1);
    expect(isStale()).toBe(false);
  });

  it('never reloads where the reload cannot be recorded: the card at once', () => {
    stored = null;
    recoverFromMissingChunk();
    expect(reloads).toBe(0);
    expect(isStale()).toBe(true);
    expect(staleEvents).toBe(1);
  });
});
