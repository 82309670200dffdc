// The catch-up path end to end through the real store and base query, with fetch stubbed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import { makeStore } from '../base/store';
import { selectSessionUser, sessionUserSet } from '../session/sessionUser';
import { createCatchUp } from './catchUp';

function reply(body: object): Response {
  return new Response(JSON.stringify({ status: 'OK', datetime: '2026-01-01T00:00:00Z', ...body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

// Each caught-up event sets the XP total to its own id, so the last one applied is visible.
const row = (eventId: number) => ({
  eventId,
  type: 'xp:changed',
  at: '2026-01-01T00:00:00Z',
  payload: { TotalXp: eventId, Delta: 1, CourseId: null, CoursePartId: null },
});

const sam = {
  Id: 1,
  Username: 'sam',
  FirstName: 'Sam',
  LastName: 'Student',
  UserType: USER_TYPE.student,
  UserFileId: null,
  privilegies: 0,
  TotalXp: 0,
  CollectXp: 1,
  CompanyName: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catch-up', () => {
  it('initialises the cursor first, then pages through what was missed', async () => {
    const bodies: Array<{ req: string | null; data: unknown }> = [];
    const replies = [
      reply({ data: [], lastEventId: 40, hasMore: false }),
      reply({ data: [row(41), row(42)], lastEventId: 45, hasMore: true }),
      reply({ data: [row(43), row(45)], lastEventId: 45, hasMore: false }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const form = new URLSearchParams(String(init.body));
        bodies.push({ req: form.get('req'), data: JSON.parse(form.get('data') ?? 'null') });
        expect(url).toBe('/api/backend/events.php');
        const next = replies.shift();
        if (!next) throw new Error('unexpected call');
        return next;
      }),
    );

    const store = makeStore({
      session: {
        status: 'signedIn',
        token: 't',
        leftByChoice: false,
        signingOut: false,
        deniedReason: null,
      },
    });
    store.dispatch(sessionUserSet(sam));
    const catchUp = createCatchUp(store.dispatch, store.getState);

    await catchUp.run();
    expect(store.getState().realtime.lastEventId).toBe(40);
    await catchUp.run();

    expect(bodies).toEqual([
      { req: 'get_events', data: {} },
      { req: 'get_events', data: { After: 40 } },
      { req: 'get_events', data: { After: 42 } },
    ]);
    expect(store.getState().realtime.lastEventId).toBe(45);
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(45);
  });
});
