import { describe, expect, it } from 'vitest';
import { makeStore } from '../../base/store';
import {
  editModeEntered,
  editModeLeft,
  editModeLost,
  noticeDismissed,
  previewShown,
  selectEditingCourseId,
  selectEditNotice,
  selectPreview,
} from './editModeSlice';

describe('edit mode', () => {
  it('enters with the preview off and closes back to the preview', () => {
    const store = makeStore();
    store.dispatch(editModeEntered(4));
    store.dispatch(previewShown(true));
    expect(selectPreview(store.getState())).toBe(true);
    store.dispatch(editModeEntered(4));
    expect(selectEditingCourseId(store.getState())).toBe(4);
    expect(selectPreview(store.getState())).toBe(false);
    store.dispatch(editModeLeft());
    expect(selectEditingCourseId(store.getState())).toBeNull();
  });

  it('ends with a notice when the lock goes idle', () => {
    const store = makeStore();
    store.dispatch(editModeEntered(4));
    store.dispatch(editModeLost({ courseId: 4, kind: 'idle' }));
    expect(selectEditingCourseId(store.getState())).toBeNull();
    expect(selectEditNotice(store.getState())).toEqual({ courseId: 4, kind: 'idle' });
    // A save refused on the way out does not replace the idle notice.
    store.dispatch(editModeLost({ courseId: 4, kind: 'lockLost' }));
    expect(selectEditNotice(store.getState())?.kind).toBe('idle');
    store.dispatch(noticeDismissed());
    expect(selectEditNotice(store.getState())).toBeNull();
  });

  it('ignores losses of a course this tab does not edit, but a refused save still asks to reload', () => {
    const store = makeStore();
    store.dispatch(editModeEntered(4));
    store.dispatch(editModeLost({ courseId: 5, kind: 'idle' }));
    expect(selectEditingCourseId(store.getState())).toBe(4);
    expect(selectEditNotice(store.getState())).toBeNull();
    store.dispatch(editModeLost({ courseId: 4, kind: 'lockLost' }));
    expect(selectEditNotice(store.getState())?.kind).toBe('lockLost');
  });
});
