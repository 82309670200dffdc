import { describe, expect, it } from 'vitest';
import { makeStore } from '../../base/store';
import { sessionEnded } from '../../session/sessionSlice';
import { pageEditToggled, pageEditTurnedOn, selectPageEditOn } from './pageEditSlice';

describe('pageEdit slice', () => {
  it('toggles edit mode, and the end of a session turns it off', () => {
    const store = makeStore();
    expect(selectPageEditOn(store.getState())).toBe(false);
    store.dispatch(pageEditToggled());
    expect(selectPageEditOn(store.getState())).toBe(true);
    store.dispatch(sessionEnded());
    expect(selectPageEditOn(store.getState())).toBe(false);
  });

  it('turns edit mode on, and keeps it on when asked again', () => {
    const store = makeStore();
    store.dispatch(pageEditTurnedOn());
    store.dispatch(pageEditTurnedOn());
    expect(selectPageEditOn(store.getState())).toBe(true);
  });
});
