// The signed-in person in the RTK Query cache: one monotonic rule for the XP total, whoever
// reports it (a push, a caught-up event, our own save_reward reply), and nothing left after the
// session ends.
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import type { SessionUser } from '../../shared/users';
import { makeStore } from '../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../realtime/realtimeSlice';
import { sessionEnded, signedIn, signedOut } from './sessionSlice';
import { ownProfileChanged, raiseTotalXp, selectSessionUser, sessionUserSet } from './sessionUser';

const sam: SessionUser = {
  Id: 1,
  Username: 'sam',
  FirstName: 'Sam',
  LastName: 'Student',
  UserType: USER_TYPE.student,
  UserFileId: null,
  privilegies: 0,
  TotalXp: 10,
  CollectXp: 1,
  CompanyName: null,
};

const xp = (eventId: number, TotalXp: number): RealtimeEvent => ({
  type: 'xp:changed',
  payload: { eventId, at: '2026-01-01T00:00:00Z', TotalXp, Delta: 1, CourseId: null, CoursePartId: null },
});

function signedInStore() {
  const store = makeStore();
  store.dispatch(sessionUserSet(sam));
  store.dispatch(signedIn({ token: 't' }));
  return store;
}

describe('the signed-in person', () => {
  it('is null until the session is signed in, whatever the cache holds', () => {
    const store = makeStore();
    store.dispatch(sessionUserSet(sam));
    expect(selectSessionUser(store.getState())).toBeNull();
    store.dispatch(signedIn({ token: 't' }));
    expect(selectSessionUser(store.getState())?.Username).toBe('sam');
  });

  it('raises the XP total from pushes and replies, and never lowers it', () => {
    const store = signedInStore();
    store.dispatch(receiveRealtimeEvent(xp(1, 15)));
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(15);
    store.dispatch(raiseTotalXp(12)); // a late reply from before the push
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(15);
    store.dispatch(receiveRealtimeEvent(xp(2, 14))); // an older total, pushed late
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(15);
    store.dispatch(raiseTotalXp(20));
    expect(selectSessionUser(store.getState())?.TotalXp).toBe(20);
  });

  it('follows the person’s own profile changes', () => {
    const store = signedInStore();
    store.dispatch(ownProfileChanged({ FirstName: 'Samuel', Avatar: '/files/profile/s.png' }));
    expect(selectSessionUser(store.getState())).toMatchObject({
      FirstName: 'Samuel',
      Avatar: '/files/profile/s.png',
    });
  });

  it('is gone from the cache when the session ends or the person signs out', () => {
    for (const end of [sessionEnded(), signedOut()]) {
      const store = signedInStore();
      store.dispatch(end);
      store.dispatch(signedIn({ token: 'another' }));
      expect(selectSessionUser(store.getState())).toBeNull();
    }
  });
});
