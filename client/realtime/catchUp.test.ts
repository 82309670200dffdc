// The catch-up path end to end through the real store and base query, with fetch stubbed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import { settingsApi } from '../api/settingsApi';
import { okReply, siteSettings } from '../api/testReplies';
import { makeStore } from '../base/store';
import { selectSessionUser, sessionUserSet } from '../session/sessionUser';
import { createCatchUp } from './catchUp';
import { startLearningCursor } from './cursor';

const signedIn = {
  status: 'signedIn',
  token: 't',
  leftByChoice: false,
  signingOut: false,
  deniedReason: null,
} as const;

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

const settings = (site: string) => okReply({ data: siteSettings(site) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catch-up', () => {
  it('initialises the cursor first, then pages through what was missed', async () => {
    const bodies: Array<{ req: string | null; data: unknown }> = [];
    const replies = [
      okReply({ data: [], lastEventId: 40, hasMore: false, logId: '', resync: false }),
      okReply({ data: [row(41), row(42)], lastEventId: 45, hasMore: true, logId: '', resync: false }),
      okReply({ data: [row(43), row(45)], lastEventId: 45, hasMore: false, logId: '', resync: false }),
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

    const store = makeStore({ session: signedIn });
    store.dispatch(sessionUserSet(sam));
    const catchUp = createCatchUp(store.dispatch, store.getState);

    await catchUp.run();
    expect(store.getState().realtime.lastEventId).toBe(40);
    await catchUp.run();

    expect(bodies).toEqual([
      { req: 'get_events', data: {} },
      { req: 'get_events', data: { After: 40, LogId: '' } },
      { req: 'get_events', data: { After: 42, LogId: '' } },
    ]);
    expect(store.getState().realtime.lastEventId).toBe(45);
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(45);
  });

  it('after a restore behind its cursor, starts again from the head and reloads what it holds', async () => {
    const replies: Record<string, Response[]> = {
      get_settings: [settings('academy'), settings('teams')],
      get_events: [
        okReply({ data: [], lastEventId: 90, hasMore: false, logId: '', resync: false }),
        // The server was restored from a backup whose log ends at 60, and got a new logId.
        okReply({ data: [], lastEventId: 60, hasMore: false, logId: 'restored', resync: true }),
        okReply({ data: [row(61)], lastEventId: 61, hasMore: false, logId: 'restored', resync: false }),
      ],
    };
    const asked: Array<{ req: string | null; data: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const form = new URLSearchParams(String(init.body));
        const req = form.get('req');
        asked.push({ req, data: JSON.parse(form.get('data') ?? 'null') });
        const next = replies[req ?? '']?.shift();
        if (!next) throw new Error(`unexpected call ${req}`);
        return next;
      }),
    );
    const store = makeStore({ session: signedIn });
    store.dispatch(sessionUserSet(sam));
    await store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    expect(settingsApi.endpoints.getSettings.select({})(store.getState()).data?.site).toBe('academy');
    const catchUp = createCatchUp(store.dispatch, store.getState);
    await catchUp.run();
    expect(store.getState().realtime.lastEventId).toBe(90);

    await catchUp.run();
    expect(store.getState().realtime.lastEventId).toBe(60);
    expect(settingsApi.endpoints.getSettings.select({})(store.getState()).data?.site).toBe('teams');

    // The restored log's new events, with ids the client had seen before, are applied.
    await catchUp.run();
    expect(store.getState().realtime.lastEventId).toBe(61);
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(61);
    // Each read after the cursor names the log it runs on, so the server can tell.
    expect(asked.filter((call) => call.req === 'get_events').map((call) => call.data)).toEqual([
      {},
      { After: 90, LogId: '' },
      { After: 60, LogId: 'restored' },
    ]);
  });

  it('a cursor learnt at sign-in holds the other calls until it is known; the first catch-up reads after it', async () => {
    const asked: Array<{ req: string | null; data: unknown }> = [];
    /** The cursor as each call other than get_events found it when it was sent. */
    const cursorWhenSent: Array<number | null> = [];
    let answerCursor = (_reply: Response) => {};
    const replies: Record<string, Array<Response | Promise<Response>>> = {
      get_events: [
        new Promise<Response>((resolve) => {
          answerCursor = resolve;
        }),
        okReply({ data: [row(41)], lastEventId: 41, hasMore: false, logId: 'log', resync: false }),
      ],
      get_settings: [settings('academy')],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const form = new URLSearchParams(String(init.body));
        const req = form.get('req');
        asked.push({ req, data: JSON.parse(form.get('data') ?? 'null') });
        if (req !== 'get_events') cursorWhenSent.push(store.getState().realtime.lastEventId);
        const next = replies[req ?? '']?.shift();
        if (!next) throw new Error(`unexpected call ${req}`);
        return next;
      }),
    );
    const store = makeStore({ session: signedIn });
    store.dispatch(sessionUserSet(sam));
    store.dispatch(startLearningCursor());
    const loaded = store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    // The socket connects while the cursor is still being learnt.
    const caughtUp = createCatchUp(store.dispatch, store.getState).run();
    await vi.waitFor(() => expect(asked).toEqual([{ req: 'get_events', data: {} }]));
    answerCursor(okReply({ data: [], lastEventId: 40, hasMore: false, logId: 'log', resync: false }));
    await loaded;
    await caughtUp;
    // The other call went after the cursor was known; an event written between the cursor and
    // the socket joining its rooms (41) is read after the cursor.
    expect(asked[0]).toEqual({ req: 'get_events', data: {} });
    expect(asked.slice(1)).toHaveLength(2);
    expect(asked.slice(1)).toEqual(
      expect.arrayContaining([
        { req: 'get_settings', data: {} },
        { req: 'get_events', data: { After: 40, LogId: 'log' } },
      ]),
    );
    expect(cursorWhenSent).toEqual([40]);
    expect(store.getState().realtime.lastEventId).toBe(41);
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(41);
  });

  it("one store's cursor holds its own calls only, not another store's", async () => {
    const asked: string[] = [];
    let answerCursor = (_reply: Response) => {};
    const cursorReply = new Promise<Response>((resolve) => {
      answerCursor = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const req = new URLSearchParams(String(init.body)).get('req') ?? '';
        asked.push(req);
        if (req === 'get_events') return cursorReply;
        if (req === 'get_settings') return settings('academy');
        throw new Error(`unexpected call ${req}`);
      }),
    );
    const learning = makeStore({ session: signedIn });
    const other = makeStore({ session: signedIn });
    learning.dispatch(startLearningCursor());
    const held = learning.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    // The other store's call goes out and is answered while the first store's cursor is unknown.
    const free = await other.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    expect(free.data?.site).toBe('academy');
    expect(asked).toEqual(['get_events', 'get_settings']);
    answerCursor(okReply({ data: [], lastEventId: 3, hasMore: false, logId: 'log', resync: false }));
    expect((await held).data?.site).toBe('academy');
    expect(asked).toEqual(['get_events', 'get_settings', 'get_settings']);
  });

  it('a cursor that cannot be learnt holds nothing: the calls go on and a catch-up learns it later', async () => {
    const asked: Array<string | null> = [];
    const replies: Record<string, Response[]> = {
      get_settings: [settings('academy')],
      get_events: [okReply({ data: [], lastEventId: 7, hasMore: false, logId: 'log', resync: false })],
    };
    let offline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const req = new URLSearchParams(String(init.body)).get('req');
        asked.push(req);
        if (offline && req === 'get_events') throw new TypeError('Failed to fetch');
        const next = replies[req ?? '']?.shift();
        if (!next) throw new Error(`unexpected call ${req}`);
        return next;
      }),
    );
    const store = makeStore({ session: signedIn });
    store.dispatch(startLearningCursor());
    const settingsReply = await store.dispatch(settingsApi.endpoints.getSettings.initiate({}));
    expect(settingsReply.data?.site).toBe('academy');
    expect(store.getState().realtime.lastEventId).toBeNull();

    offline = false;
    await createCatchUp(store.dispatch, store.getState).run();
    expect(asked).toEqual(['get_events', 'get_settings', 'get_events']);
    expect(store.getState().realtime.lastEventId).toBe(7);
  });

  it('the first connect reads nothing when the head is the cursor, and reads after it when the head is past', async () => {
    const asked: unknown[] = [];
    const replies: Response[] = [
      okReply({ data: [], lastEventId: 40, hasMore: false, logId: 'log', resync: false }),
      okReply({ data: [row(41)], lastEventId: 41, hasMore: false, logId: 'log', resync: false }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const form = new URLSearchParams(String(init.body));
        asked.push({ req: form.get('req'), data: JSON.parse(form.get('data') ?? 'null') });
        const next = replies.shift();
        if (!next) throw new Error(`unexpected call ${form.get('req')}`);
        return next;
      }),
    );
    const store = makeStore({ session: signedIn });
    store.dispatch(sessionUserSet(sam));
    store.dispatch(startLearningCursor());
    await vi.waitFor(() => expect(store.getState().realtime.lastEventId).toBe(40));

    // The head is the cursor: nothing was written in between, nothing is read.
    await createCatchUp(store.dispatch, store.getState).run(
      Promise.resolve({ lastEventId: 40, logId: 'log' }),
    );
    expect(asked).toEqual([{ req: 'get_events', data: {} }]);
    expect(store.getState().realtime.syncing).toBe(false);

    // The head is past the cursor (an event came before the socket joined its rooms): read after it.
    await createCatchUp(store.dispatch, store.getState).run(
      Promise.resolve({ lastEventId: 41, logId: 'log' }),
    );
    expect(asked).toEqual([
      { req: 'get_events', data: {} },
      { req: 'get_events', data: { After: 40, LogId: 'log' } },
    ]);
    expect(store.getState().realtime.lastEventId).toBe(41);
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(41);
  });

  it('the first connect reads after the cursor when the head is of another log, or did not come', async () => {
    const asked: unknown[] = [];
    const replies: Response[] = [
      okReply({ data: [], lastEventId: 40, hasMore: false, logId: 'log', resync: false }),
      okReply({ data: [], lastEventId: 40, hasMore: false, logId: 'log', resync: false }),
      okReply({ data: [], lastEventId: 40, hasMore: false, logId: 'log', resync: false }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const form = new URLSearchParams(String(init.body));
        asked.push(JSON.parse(form.get('data') ?? 'null'));
        const next = replies.shift();
        if (!next) throw new Error(`unexpected call ${form.get('req')}`);
        return next;
      }),
    );
    const store = makeStore({ session: signedIn });
    store.dispatch(startLearningCursor());
    await vi.waitFor(() => expect(store.getState().realtime.lastEventId).toBe(40));
    await createCatchUp(store.dispatch, store.getState).run(
      Promise.resolve({ lastEventId: 40, logId: 'restored' }),
    );
    await createCatchUp(store.dispatch, store.getState).run(Promise.resolve(null));
    expect(asked).toEqual([{}, { After: 40, LogId: 'log' }, { After: 40, LogId: 'log' }]);
  });
});
