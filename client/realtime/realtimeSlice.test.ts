import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import { makeStore } from '../base/store';
import { selectSessionUser, sessionUserSet } from '../session/sessionUser';
import {
  cursorInitialised,
  type RealtimeEvent,
  receiveRealtimeEvent,
  syncFinished,
  syncStarted,
} from './realtimeSlice';

const xp = (eventId: number, TotalXp: number): RealtimeEvent => ({
  type: 'xp:changed',
  payload: { eventId, at: '2026-01-01T00:00:00Z', TotalXp, Delta: 1, CourseId: null, CoursePartId: null },
});

describe('realtime cursor', () => {
  it('pushes that arrive before the catch-up never make it skip the missed events', () => {
    const store = makeStore();
    store.dispatch(cursorInitialised(10));
    store.dispatch(syncFinished());
    store.dispatch(syncStarted()); // the socket dropped; 11 and 12 were missed
    store.dispatch(receiveRealtimeEvent(xp(13, 3))); // pushed right after the reconnect
    expect(store.getState().realtime.lastEventId).toBe(10);
    store.dispatch(receiveRealtimeEvent(xp(11, 1), false)); // the catch-up reads the missed ones
    store.dispatch(receiveRealtimeEvent(xp(12, 2), false));
    let applied = 0;
    store.subscribe(() => {
      applied += 1;
    });
    store.dispatch(receiveRealtimeEvent(xp(13, 3), false)); // and 13 again: applied already
    expect(applied).toBe(0);
    store.dispatch(syncFinished());
    expect(store.getState().realtime.lastEventId).toBe(13);
  });

  it('applies each logged event once and moves the cursor', () => {
    const store = makeStore();
    store.dispatch(cursorInitialised(10));
    store.dispatch(syncFinished());
    let applied = 0;
    store.subscribe(() => {
      applied += 1;
    });
    store.dispatch(receiveRealtimeEvent(xp(9, 1)));
    store.dispatch(receiveRealtimeEvent(xp(10, 1)));
    store.dispatch(receiveRealtimeEvent(xp(11, 2)));
    store.dispatch(receiveRealtimeEvent(xp(11, 2)));
    expect(store.getState().realtime.lastEventId).toBe(11);
    expect(applied).toBe(1);
  });

  it('lets ephemeral events through without touching the cursor', () => {
    const store = makeStore();
    store.dispatch(cursorInitialised(5));
    let actions = 0;
    store.subscribe(() => {
      actions += 1;
    });
    store.dispatch(
      receiveRealtimeEvent({
        type: 'presence:changed',
        payload: { UserId: 3, Online: true, LastSeen: null },
      }),
    );
    expect(actions).toBe(1);
    expect(store.getState().realtime.lastEventId).toBe(5);
  });

  it('does not let the operators tail move the cursor past events still to come', () => {
    const store = makeStore();
    store.dispatch(cursorInitialised(5));
    store.dispatch(
      receiveRealtimeEvent({
        type: 'event:logged',
        payload: { eventId: 8, type: 'message:new', at: '', actorId: 1, rooms: ['user:2'], payload: {} },
      }),
    );
    expect(store.getState().realtime.lastEventId).toBe(5);
  });

  it('updates the signed-in person on xp:changed', () => {
    const store = makeStore({
      session: {
        status: 'signedIn',
        token: 't',
        leftByChoice: false,
        signingOut: false,
        deniedReason: null,
      },
    });
    store.dispatch(
      sessionUserSet({
        Id: 1,
        Username: 'sam',
        FirstName: 'Sam',
        LastName: 'Student',
        UserType: USER_TYPE.student,
        UserFileId: null,
        privilegies: 0,
        TotalXp: 3,
        CollectXp: 1,
        CompanyName: null,
      }),
    );
    store.dispatch(receiveRealtimeEvent(xp(1, 8)));
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(8);
  });
});
