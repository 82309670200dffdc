// The inbox and conversations follow pushes; sends stay visible until stored and retry under the
// same ClientId; an offline recipient brings the email offer; UNAUTHORIZED ends the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import type { SessionUser } from '../../../shared/users';
import { makeStore } from '../../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../../realtime/realtimeSlice';
import { sessionUserSet } from '../../session/sessionUser';
import { flattenMessages, unopenedOf } from './messageCache';
import { messagesApi } from './messagesApi';
import { selectEmailOffer, selectOutbox } from './messagesSlice';
import type { Message } from './rules';
import { retrySend, sendChatMessage } from './sendMessage';

vi.mock('./sounds', () => ({ playMessageSound: vi.fn() }));

const ME = 3;
const COACH = 2;

const user: SessionUser = {
  Id: ME,
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

function message(Id: number, overrides: Partial<Message> = {}): Message {
  return {
    Id,
    ToUserId: ME,
    FromUserId: COACH,
    Message: `<p>m${Id}</p>`,
    Title: null,
    CDate: new Date(Date.UTC(2025, 0, 1, 0, Id)).toISOString(),
    ShowedDate: null,
    ReplyDate: null,
    SenderFirstName: 'Cole',
    SenderLastName: 'Coach',
    course_id: null,
    course_part_id: null,
    ClientId: null,
    ...overrides,
  };
}

type Handler = (
  req: string,
  data: Record<string, unknown>,
) => { status: number; body: Record<string, unknown> };

let handler: Handler;
let submits: Record<string, unknown>[];
let stores: ReturnType<typeof makeStore>[] = [];

const ok = (body: Record<string, unknown>) => ({
  status: 200,
  body: { status: 'OK', datetime: '', ...body },
});

function defaultHandler(online: boolean): Handler {
  let nextId = 100;
  return (req, data) => {
    if (req === 'get_messages')
      return ok({ data: [message(1)], pagination: { page: 1, total_pages: 1 }, unopened: 1 });
    if (req === 'submit_message') {
      const stored = message(nextId++, {
        ToUserId: COACH,
        FromUserId: ME,
        Message: String(data.Message),
        ClientId: String(data.ClientId),
      });
      return ok({
        data: stored,
        createMessageResult: {
          data: { Id: stored.Id },
          recipientOnlineStatus: { data: [{ UserId: COACH, Online: online, LastSeen: null }] },
        },
      });
    }
    throw new Error(`unexpected call ${req}`);
  };
}

beforeEach(() => {
  submits = [];
  handler = defaultHandler(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      const req = body.get('req') ?? '';
      const data = JSON.parse(body.get('data') ?? '{}') as Record<string, unknown>;
      if (req === 'submit_message') submits.push(data);
      const answer = handler(req, data);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  for (const store of stores) store.dispatch(messagesApi.util.resetApiState());
  stores = [];
  vi.unstubAllGlobals();
});

function signedInStore() {
  const store = makeStore({
    session: {
      status: 'signedIn',
      token: 'token',
      leftByChoice: false,
      signingOut: false,
      deniedReason: null,
    },
  });
  store.dispatch(sessionUserSet(user));
  stores.push(store);
  type State = Parameters<ReturnType<typeof messagesApi.endpoints.getInbox.select>>[0];
  const state = () => store.getState() as unknown as State;
  return {
    store,
    inbox: () => messagesApi.endpoints.getInbox.select()(state()).data,
    conversation: () => messagesApi.endpoints.getConversation.select(COACH)(state()).data,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const newMessage = (eventId: number, m: Message): RealtimeEvent => ({
  type: 'message:new',
  payload: { eventId, at: '', message: m },
});

describe('the offline path', () => {
  it('is the events catch-up alone: a caught-up message:new is added once, and no messages poll runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const asked: Record<string, unknown>[] = [];
      handler = (req, data) => {
        if (req !== 'get_messages') throw new Error(`unexpected call ${req}`);
        asked.push(data);
        return ok({ data: [message(1)], pagination: { page: 1, total_pages: 1 }, unopened: 1 });
      };
      const { store, inbox } = signedInStore();
      await store.dispatch(messagesApi.endpoints.getInbox.initiate());
      await settle();
      vi.advanceTimersByTime(3000); // the socket is not connected in this store
      await settle();
      expect(asked).toEqual([{ page: 1, limit: 25 }]);

      // Read by the get_events poll while offline, then pushed too once the socket is back.
      store.dispatch(receiveRealtimeEvent(newMessage(7, message(2)), false));
      store.dispatch(receiveRealtimeEvent(newMessage(7, message(2))));
      expect(flattenMessages(inbox()?.pages ?? []).map((m) => m.Id)).toEqual([2, 1]);
      expect(unopenedOf(inbox())).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the inbox', () => {
  it('counts a pushed message once, and follows opened and removed messages', async () => {
    const { store, inbox } = signedInStore();
    await store.dispatch(messagesApi.endpoints.getInbox.initiate());
    await settle();
    expect(unopenedOf(inbox())).toBe(1);

    store.dispatch(receiveRealtimeEvent(newMessage(5, message(2))));
    store.dispatch(receiveRealtimeEvent(newMessage(6, message(2))));
    expect(unopenedOf(inbox())).toBe(2);
    expect(flattenMessages(inbox()?.pages ?? []).map((m) => m.Id)).toEqual([2, 1]);

    store.dispatch(
      receiveRealtimeEvent({
        type: 'message:opened',
        payload: { eventId: 7, at: '', Ids: [1], ShowedDate: 'x' },
      }),
    );
    expect(unopenedOf(inbox())).toBe(1);
    store.dispatch(receiveRealtimeEvent({ type: 'message:removed', payload: { eventId: 8, at: '', Id: 2 } }));
    expect(unopenedOf(inbox())).toBe(0);
    expect(flattenMessages(inbox()?.pages ?? []).map((m) => m.Id)).toEqual([1]);
  });

  it('ends the session when the server answers UNAUTHORIZED', async () => {
    handler = () => ({
      status: 401,
      body: { status: 'UNAUTHORIZED', error_code: 'UNAUTHORIZED', message: 'Sign in again.' },
    });
    const { store } = signedInStore();
    await store.dispatch(messagesApi.endpoints.getInbox.initiate());
    await settle();
    expect(store.getState().session.status).toBe('signedOut');
  });
});

describe('sending', () => {
  const send = {
    toUserId: COACH,
    toName: 'Cole Coach',
    html: '<p>Hello</p>',
    courseId: 1,
    coursePartId: null,
  };

  it('shows the send as pending, then as the stored message in the conversation', async () => {
    const { store, conversation } = signedInStore();
    await store.dispatch(messagesApi.endpoints.getConversation.initiate(COACH));
    expect(store.dispatch(sendChatMessage(send, 10_000))).toBe('send');
    expect(Object.values(selectOutbox(store.getState()))).toMatchObject([{ status: 'pending' }]);
    await vi.waitFor(() => expect(Object.keys(selectOutbox(store.getState()))).toHaveLength(0));
    const stored = flattenMessages(conversation()?.pages ?? []);
    expect(stored[0]).toMatchObject({ Message: '<p>Hello</p>', ClientId: submits[0]?.ClientId });
    expect(submits[0]).toMatchObject({ UserId: COACH, FromUserId: ME, CourseId: 1 });
    expect(selectEmailOffer(store.getState())).toBeNull();
  });

  it('ignores a send within 1 s and the same text within 5 s', () => {
    const { store } = signedInStore();
    expect(store.dispatch(sendChatMessage(send, 10_000))).toBe('send');
    expect(store.dispatch(sendChatMessage({ ...send, html: '<p>Other</p>' }, 10_500))).toBe('tooSoon');
    expect(store.dispatch(sendChatMessage(send, 12_000))).toBe('duplicate');
    expect(store.dispatch(sendChatMessage(send, 15_000))).toBe('send');
  });

  it('keeps a failed send and retries it under the same ClientId', async () => {
    const working = defaultHandler(false);
    let fail = true;
    handler = (req, data) =>
      req === 'submit_message' && fail
        ? { status: 503, body: { status: 'BUSY', error_code: 'BUSY', message: 'busy' } }
        : working(req, data);
    const { store } = signedInStore();
    store.dispatch(sendChatMessage(send, 10_000));
    await vi.waitFor(() =>
      expect(Object.values(selectOutbox(store.getState()))).toMatchObject([
        { status: 'failed', errorCode: 'BUSY' },
      ]),
    );
    const [clientId] = Object.keys(selectOutbox(store.getState()));
    fail = false;
    store.dispatch(retrySend(clientId!, 'Cole Coach'));
    await vi.waitFor(() => expect(Object.keys(selectOutbox(store.getState()))).toHaveLength(0));
    expect(submits.map((s) => s.ClientId)).toEqual([clientId, clientId]);
    // The recipient was offline: the sender is asked whether to email it.
    expect(selectEmailOffer(store.getState())).toEqual({ messageId: 100, name: 'Cole Coach' });
  });
});
