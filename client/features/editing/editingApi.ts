// The editing calls (SPEC §7: course_lock.php, course_admin.php, course.php addFooterCoachText,
// users.php for the coach list) and the live lock state of a course, injected into the one api.
// A course's locks come from course:watch (which answers them after joining the course's room, so
// nothing falls between the answer and the first push) and follow lock:changed.
import type { ThunkDispatch, UnknownAction, Unsubscribe } from '@reduxjs/toolkit';
import { USER_TYPE } from '../../../shared/access';
import type * as editing from '../../../shared/calls/editing';
import type * as users from '../../../shared/calls/users';
import { api } from '../../api/api';
import { errorCodeOf } from '../../api/callError';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import { emitWithAck, onSocketConnected } from '../../realtime/socketEmits';
import { coursesApi } from '../courses';
import { contentBlocksOf } from './blocks';
import { editingCalls } from './calls';
import { editModeLost, selectEditingCourseId } from './editModeSlice';
import { applyLockChange, type HeldLock, lockLossOf, WHOLE_COURSE } from './lockState';

export type AdminCourse = editing.AdminCourse;
export interface StaffUser {
  Id: number;
  Name: string;
}

const heldLockOf = (lock: editing.CourseLock): HeldLock => ({
  CoursePartId: lock.CoursePartId,
  Holder: lock.Holder,
});

/** A save refused with "lock lost, reload" ends edit mode with that notice (docs/reliability.md 21). */
async function noticeLockLost(
  courseId: number,
  queryFulfilled: Promise<unknown>,
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (error) {
    const code = errorCodeOf((error as { error?: unknown }).error ?? error);
    if (code === 'LOCK_LOST') dispatch(editModeLost({ courseId, kind: 'lockLost' }));
  }
}

const courseTag = (courseId: number) => [{ type: 'Course' as const, id: courseId }];

/**
 * A save on a course held in edit mode: notices a lost lock and, with `refetch`, reads the course
 * again once the save went through.
 */
function lockedCourseSave<Input>(courseIdOf: (input: Input) => number, refetch = true) {
  return {
    ...(refetch
      ? {
          invalidatesTags: (_r: unknown, error: unknown, input: Input) =>
            error ? [] : courseTag(courseIdOf(input)),
        }
      : {}),
    onQueryStarted: (
      input: Input,
      api: { queryFulfilled: Promise<unknown>; dispatch: ThunkDispatch<unknown, unknown, UnknownAction> },
    ) => noticeLockLost(courseIdOf(input), api.queryFulfilled, api.dispatch),
  };
}

export const editingApi = api
  .enhanceEndpoints({ addTagTypes: ['Course', 'AdminCourses', 'CourseLocks', 'StaffUsers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCourseLocks: build.query<HeldLock[], number>({
        async queryFn(courseId) {
          const reply = await emitWithAck('course:watch', { CourseId: courseId, Watch: true });
          if (reply === null || !reply.ok) return { data: [] };
          const held = reply.data?.locks ?? [];
          return { data: held.map(heldLockOf) };
        },
        providesTags: (_locks, _error, courseId) => [{ type: 'CourseLocks', id: courseId }],
        keepUnusedDataFor: 5,
        async onCacheEntryAdded(courseId, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
          try {
            await cacheDataLoaded;
          } catch {
            return;
          }
          // The room is forgotten with a dropped socket: ask again (and re-join) on each connect.
          const stopConnects = onSocketConnected(() =>
            dispatch(editingApi.util.invalidateTags([{ type: 'CourseLocks', id: courseId }])),
          );
          await cacheEntryRemoved;
          stopConnects();
        },
      }),

      lockCourse: build.mutation<CallReply<typeof editing.lockCourse>, number>({
        query: (courseId) =>
          fromContract(editingCalls.lockCourse).query({ CourseId: courseId, CoursePartId: WHOLE_COURSE }),
      }),

      closeCourse: build.mutation<unknown, number>({
        query: (courseId) =>
          fromContract(editingCalls.closeCourse).query({ CourseId: courseId, CoursePartId: WHOLE_COURSE }),
      }),

      getAdminCourses: build.query<AdminCourse[], void>({
        query: () => fromContract(editingCalls.getCourses).query({}),
        transformResponse: (reply: CallReply<typeof editing.getCourses>) => reply.data,
        providesTags: ['AdminCourses'],
      }),

      saveCourse: build.mutation<AdminCourse, CallInput<typeof editing.saveCourse>>({
        query: (input) => fromContract(editingCalls.saveCourse).query(input),
        transformResponse: (reply: CallReply<typeof editing.saveCourse>) => reply.data,
        // The settings form shows its own refusals, "lock lost, reload" included.
        invalidatesTags: (course) => (course ? ['AdminCourses', ...courseTag(course.Id)] : []),
      }),

      addCoursePart: build.mutation<
        CallReply<typeof editing.addCoursePart>['data'],
        CallInput<typeof editing.addCoursePart>
      >({
        query: (input) => fromContract(editingCalls.addCoursePart).query(input),
        transformResponse: (reply: CallReply<typeof editing.addCoursePart>) => reply.data,
        ...lockedCourseSave((input: CallInput<typeof editing.addCoursePart>) => Number(input.Id)),
      }),

      saveCoursePart: build.mutation<unknown, CallInput<typeof editing.saveCoursePart>>({
        query: (input) => fromContract(editingCalls.saveCoursePart).query(input),
        ...lockedCourseSave((input: CallInput<typeof editing.saveCoursePart>) => Number(input.CourseId)),
      }),

      savePartBlocks: build.mutation<unknown, CallInput<typeof editing.savePartBlocks>>({
        query: (input) => fromContract(editingCalls.savePartBlocks).query(input),
        // No refetch: the editor keeps what it holds; viewers refetch on course:changed. The cached
        // part takes the blocks at once, so an editor opened again before the save's answer (the
        // way back to a part just left) starts from them; a refused save puts the old ones back.
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const courseId = Number(input.CourseId);
          const patch = dispatch(
            coursesApi.util.updateQueryData(
              'getCoursePart',
              { CourseId: courseId, CoursePartId: Number(input.CoursePartId) },
              (part) => {
                part.ContentBlocks = contentBlocksOf(input.Blocks);
              },
            ),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
          await noticeLockLost(courseId, queryFulfilled, dispatch);
        },
      }),

      saveSortedCourseParts: build.mutation<unknown, CallInput<typeof editing.saveSortedCourseParts>>({
        query: (input) => fromContract(editingCalls.saveSortedCourseParts).query(input),
        ...lockedCourseSave((input: CallInput<typeof editing.saveSortedCourseParts>) =>
          Number(input.CourseId),
        ),
      }),

      removeCoursePart: build.mutation<unknown, CallInput<typeof editing.removeCoursePart>>({
        query: (input) => fromContract(editingCalls.removeCoursePart).query(input),
        ...lockedCourseSave((input: CallInput<typeof editing.removeCoursePart>) => Number(input.CourseId)),
      }),

      addFooterCoachText: build.mutation<
        CallReply<typeof editing.addFooterCoachText>['data'],
        CallInput<typeof editing.addFooterCoachText>
      >({
        query: (input) => fromContract(editingCalls.addFooterCoachText).query(input),
        transformResponse: (reply: CallReply<typeof editing.addFooterCoachText>) => reply.data,
      }),

      /** Staff who may coach a course (types 2 and 8), for the coaches field. */
      getStaffUsers: build.query<StaffUser[], void>({
        query: () => fromContract(editingCalls.getUsers).query({ SortBy: 'FirstName', limit: 100 }),
        transformResponse: (reply: CallReply<typeof users.getUsers>) =>
          reply.data
            .filter((u) => u.UserType === USER_TYPE.admin || u.UserType === USER_TYPE.coach)
            .map((u) => ({ Id: u.Id, Name: `${u.FirstName} ${u.LastName}`.trim() || u.Username })),
        providesTags: ['StaffUsers'],
      }),
    }),
  });

export type EditingApi = typeof editingApi;

// The events editing follows: `lock:changed` patches the held locks of an open course and the
// lock columns of the admin course list; a course's new settings (`course:changed` of the course
// itself) refetch that list; and, while the editing bar is shown, a lock lost by this user ends
// edit mode (`lockLoss`, added by the bar for its user).
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

startEditingRealtime(startAppListening, editingApi);

declareFreshness(editingApi, {
  getCourseLocks: ['lock:changed'],
  getAdminCourses: ['course:changed', 'lock:changed'],
  getStaffUsers: { static: 'the coach picker of a course form, read as the form opens' },
});

export const {
  useGetCourseLocksQuery,
  useLockCourseMutation,
  useCloseCourseMutation,
  useGetAdminCoursesQuery,
  useSaveCourseMutation,
  useAddCoursePartMutation,
  useSaveCoursePartMutation,
  useSavePartBlocksMutation,
  useSaveSortedCoursePartsMutation,
  useRemoveCoursePartMutation,
  useAddFooterCoachTextMutation,
  useGetStaffUsersQuery,
} = editingApi;
