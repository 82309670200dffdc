// Entering and closing edit mode (SPEC §4): the lock first, then the mode. Closing saves what the
// open editors hold (while the lock is still ours), then returns to the preview and tells the
// server. Editors register their saver so closing, leaving or switching parts never loses a change.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { asCallError } from '../../api/callError';
import type { RootState } from '../../base/store';
import { flushEditors } from '../../components/openEditors';
import { editingApi } from './editingApi';
import { editModeEntered, editModeLeft, selectEditingCourseId } from './editModeSlice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export type EnterResult = { ok: true } | { ok: false; holder: string | null; error: unknown };

export {
  editorsHaveUnsaved,
  flushEditors,
  type OpenEditor,
  registerEditor,
} from '../../components/openEditors';

/** The holder's name from a LOCK_HELD refusal (data {RelatedUserId, Username}). */
export function refusalHolder(error: unknown): string | null {
  const failure = asCallError(error);
  if (failure.kind !== 'failure' || failure.failure.error_code !== 'LOCK_HELD') return null;
  const name = (failure.failure.data as { Username?: unknown } | undefined)?.Username;
  return typeof name === 'string' ? name : null;
}

export function enterEditMode(courseId: number): Thunk<Promise<EnterResult>> {
  return async (dispatch) => {
    try {
      await dispatch(editingApi.endpoints.lockCourse.initiate(courseId)).unwrap();
    } catch (error) {
      return { ok: false, holder: refusalHolder(error), error };
    }
    dispatch(editModeEntered(courseId));
    return { ok: true };
  };
}

/** Saves the open editors, returns to the preview and releases the lock. */
export function closeEditMode(courseId: number): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (selectEditingCourseId(getState()) === courseId) await flushEditors();
    dispatch(editModeLeft());
    await dispatch(editingApi.endpoints.closeCourse.initiate(courseId))
      .unwrap()
      .catch(() => {
        // The server releases it anyway when we go idle or offline.
      });
  };
}
