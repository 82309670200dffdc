// The events editing follows: `lock:changed` patches the held locks of an open course and the
// lock columns of the admin course list; a course's new settings (`course:changed` of the course
// itself) refetch that list; and, while the editing bar is shown, a lock lost by this user ends
// edit mode (`lockLoss`, added by the bar for its user).
import type { Unsubscribe } from '@reduxjs/toolkit';
import { editModeLost, selectEditingCourseId } from '../../app/editModeSlice';
import { type AppStartListening, hasLoaded, loadedArgs, onEvents } from '../../app/listeners';
import type { EditingApi } from './editingApi';
import { applyLockChange, lockLossOf, WHOLE_COURSE } from './lockState';

export function startEditingRealtime(startListening: AppStartListening, editingApi: EditingApi): Unsubscribe {
  return startListening(
    onEvents(['lock:changed', 'course:changed'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags, updateQueryData } = editingApi.util;
      const adminList = hasLoaded(editingApi, state, 'getAdminCourses');
      if (event.type === 'course:changed') {
        // New courses and changed settings (course:changed also reaches the staff room).
        if (adminList && event.payload.CoursePartId === null) dispatch(invalidateTags(['AdminCourses']));
        return;
      }
      const change = event.payload;
      if (loadedArgs(editingApi, state, 'getCourseLocks').includes(change.CourseId))
        dispatch(
          updateQueryData('getCourseLocks', change.CourseId, (locks) => applyLockChange(locks, change)),
        );
      if (adminList && change.CoursePartId === WHOLE_COURSE) {
        const { CourseId, Holder } = change;
        dispatch(
          updateQueryData('getAdminCourses', undefined, (list) => {
            const course = list.find((c) => c.Id === CourseId);
            if (!course) return;
            course.LockedByUserId = Holder?.UserId ?? null;
            course.LockedByUsername = Holder?.Username ?? null;
          }),
        );
      }
    }),
  );
}

/** For the editing bar: a lock this user held and lost (idle, closed by someone) ends edit mode. */
export function lockLoss(userId: number) {
  return onEvents(['lock:changed'], (event, { dispatch, getState }) => {
    const reason = lockLossOf(selectEditingCourseId(getState()), userId, event.payload);
    if (reason)
      dispatch(
        editModeLost({ courseId: event.payload.CourseId, kind: reason === 'idle' ? 'idle' : 'closed' }),
      );
  });
}
