// A busy server (503 BUSY with Retry-After) through the real store and base query, with fetch
// stubbed and the clock faked: a read waits as told, at most BUSY_WAIT_MAX_SEC, and tries once
// more; a write is sent once and its error carries the wait for the busy notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../base/store';
import { eventsApi } from '../realtime/eventsApi';
import { BUSY_WAIT_MAX_SEC } from './baseQuery';
import { asCallError } from './callError';
import { settingsApi } from './settingsApi';
import { okReply, siteSettings } from './testReplies';

const SETTINGS = siteSettings('academy');

const ok = () => okReply({ data: SETTINGS });

const busy = (retryAfter: string | null) =>
  new Response(
    JSON.stringify({ status: 'BUSY', error_code: 'BUSY', message: 'The server is busy, please try again.' }),
    {
      status: 503,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter !== null && { 'retry-after': retryAfter }),
      },
    },
  );

/** fetch answering from the list, recording when (on the faked clock) each call was made. */
function stubFetch(replies: Response[]): number[] {
  const calledAt: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calledAt.push(Date.now());
      const next = replies.shift();
      if (!next) throw new Error('unexpected call');
      return next;
    }),
  );
  return calledAt;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a busy server', () => {
  it('a read waits the Retry-After it is told, then tries once more', async () => {
    const calledAt = stubFetch([busy('5'), ok()]);
    const store = makeStore();
    const read = store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calledAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await read;
    expect(calledAt).toEqual([0, 5_000]);
    expect(result.data?.site).toBe('academy');
  });

  it(`a read waits at most ${BUSY_WAIT_MAX_SEC} s, and only once: a second BUSY is its answer`, async () => {
    const calledAt = stubFetch([busy('120'), busy('120')]);
    const store = makeStore();
    const read = store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    await vi.advanceTimersByTimeAsync(BUSY_WAIT_MAX_SEC * 1000);
    const result = await read;
    expect(calledAt).toEqual([0, BUSY_WAIT_MAX_SEC * 1000]);
    expect(asCallError(result.error)).toMatchObject({
      kind: 'failure',
      failure: { error_code: 'BUSY' },
      retryAfterSec: 120,
    });
  });

  it('a read told no wait tries again after a second', async () => {
    const calledAt = stubFetch([busy(null), ok()]);
    const store = makeStore();
    const read = store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await read).data?.site).toBe('academy');
    expect(calledAt).toEqual([0, 1_000]);
  });

  it('a write is sent once: its error is the busy notice, with the wait the server asked for', async () => {
    const calledAt = stubFetch([busy('5')]);
    const store = makeStore();
    const write = store.dispatch(eventsApi.endpoints.getEvents.initiate({ After: 1 }));
    const result = await write;
    await vi.advanceTimersByTimeAsync(BUSY_WAIT_MAX_SEC * 1000);
    expect(calledAt).toEqual([0]);
    expect('error' in result && asCallError(result.error)).toMatchObject({
      kind: 'failure',
      httpStatus: 503,
      failure: { error_code: 'BUSY' },
      retryAfterSec: 5,
    });
  });
});
