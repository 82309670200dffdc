// The course calls (SPEC §7: course.php, coach_manager.php, course_progress.php and
// auth.php's course access check), injected into the one api. The cached course data follows the
// user's progress live: `progress:changed` patches it, `course:changed` refetches it.
import type { ThunkAction, UnknownAction, Unsubscribe } from '@reduxjs/toolkit';
import type * as auth from '../../../shared/calls/auth';
import type * as courses from '../../../shared/calls/courses';
import { api } from '../../api/api';
import { calls } from '../../api/calls';
import { type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import {
  type AppStartListening,
  hasLoaded,
  loadedArgs,
  onEvents,
  startAppListening,
} from '../../base/listeners';
import type { RootState } from '../../base/store';
import { courseCalls } from './calls';
import {
  applyProgressToCourse,
  applyProgressToMyCourses,
  applyProgressToPart,
  type ProgressChange,
} from './progressCache';
import type { Course, CoursePartPage, MyCourse } from './types';

export interface PartArgs {
  CourseId: number;
  CoursePartId: number;
}

export const coursesApi = api
  .enhanceEndpoints({ addTagTypes: ['Course', 'MyCourses', 'CourseAccess'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** auth.php auth_user with access {CourseId}: whether the signed-in user may open the course. */
      getCourseAccess: build.query<boolean, number>({
        query: (courseId) => fromContract(calls.authUser).query({ access: { CourseId: courseId } }),
        transformResponse: (reply: CallReply<typeof auth.authUser>) => reply.CourseAccess,
        providesTags: (_access, _error, courseId) => [{ type: 'CourseAccess', id: courseId }],
        // Asked again each time someone comes back to the course (a redeemed code opens it), but
        // not between two pages of it.
        keepUnusedDataFor: 0,
      }),

      getMyCourses: build.query<MyCourse[], void>({
        query: () => fromContract(courseCalls.getMyCourses).query({}),
        transformResponse: (reply: CallReply<typeof courses.getMyCourses>) => reply.data,
        providesTags: ['MyCourses'],
      }),

      getCourse: build.query<Course, number>({
        query: (courseId) => fromContract(courseCalls.getCourse).query({ CourseId: courseId }),
        transformResponse: (reply: CallReply<typeof courses.getCourse>) => reply.data[0]!,
        providesTags: (_course, _error, courseId) => [{ type: 'Course', id: courseId }],
      }),

      getCoursePart: build.query<CoursePartPage, PartArgs>({
        query: (args) => fromContract(courseCalls.getCoursePart).query(args),
        transformResponse: (reply: CallReply<typeof courses.getCoursePart>) => reply.data,
        // A change of the course refetches its parts too: their content may be what changed.
        providesTags: (_part, _error, { CourseId }) => [{ type: 'Course', id: CourseId }],
      }),

      markWatched: build.mutation<CallReply<typeof courses.updateVideoPlay>, PartArgs>({
        query: (args) => fromContract(courseCalls.updateVideoPlay).query(args),
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            const percent = data.data[0]?.progress_percent;
            if (percent !== undefined)
              dispatch(progressChanged({ ...args, progress_percent: percent, VideoPlay: 1 }));
          } catch {
            // The page shows the failure.
          }
        },
      }),

      resetEpisode: build.mutation<CallReply<typeof courses.resetEpisodeProgress>, PartArgs>({
        query: ({ CourseId, CoursePartId }) =>
          fromContract(courseCalls.resetEpisodeProgress).query({ CourseId, PostId: CoursePartId }),
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              progressChanged({ ...args, progress_percent: data.data.progress_percent, VideoPlay: 0 }),
            );
          } catch {
            // The page shows the failure.
          }
        },
      }),
    }),
  });

/** Our own progress call answered: every cached view of that course and part follows at once. */
export function progressChanged(
  change: ProgressChange,
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch) => {
    const { updateQueryData } = coursesApi.util;
    const part = { CourseId: change.CourseId, CoursePartId: change.CoursePartId };
    dispatch(
      updateQueryData('getCourse', change.CourseId, (course) => applyProgressToCourse(course, change)),
    );
    dispatch(updateQueryData('getCoursePart', part, (page) => applyProgressToPart(page, change)));
    dispatch(updateQueryData('getMyCourses', undefined, (list) => applyProgressToMyCourses(list, change)));
  };
}

export type CoursesApi = typeof coursesApi;

// The events the cached course data follows: `progress:changed` patches the user's courses, an
// open course and its open parts; `course:changed` refetches them; a course granted or taken
// away (`course:access`) refetches the course list and the access answers it concerns.
export function startCoursesRealtime(startListening: AppStartListening, coursesApi: CoursesApi): Unsubscribe {
  return startListening(
    onEvents(['progress:changed', 'course:changed', 'course:access'], (event, { dispatch, getState }) => {
      const state = getState();
      const { invalidateTags, updateQueryData } = coursesApi.util;
      const myCourses = hasLoaded(coursesApi, state, 'getMyCourses');
      if (event.type === 'course:access') {
        const { CourseIds } = event.payload;
        const asked = loadedArgs(coursesApi, state, 'getCourseAccess').filter((id) => CourseIds.includes(id));
        const access = (myCourses ? CourseIds : asked).map((id) => ({ type: 'CourseAccess' as const, id }));
        dispatch(invalidateTags([...(myCourses ? (['MyCourses'] as const) : []), ...access]));
        return;
      }
      const courseId = event.payload.CourseId;
      const courses = loadedArgs(coursesApi, state, 'getCourse').filter((id) => id === courseId);
      const parts = loadedArgs(coursesApi, state, 'getCoursePart').filter(
        (args) => args.CourseId === courseId,
      );
      if (event.type === 'progress:changed') {
        const change = event.payload;
        if (myCourses)
          dispatch(
            updateQueryData('getMyCourses', undefined, (list) => applyProgressToMyCourses(list, change)),
          );
        for (const id of courses)
          dispatch(updateQueryData('getCourse', id, (course) => applyProgressToCourse(course, change)));
        for (const args of parts)
          dispatch(updateQueryData('getCoursePart', args, (part) => applyProgressToPart(part, change)));
        return;
      }
      // A change of the course reaches its open parts through the course's tag.
      if (myCourses) dispatch(invalidateTags(['MyCourses']));
      if (courses.length > 0) dispatch(invalidateTags([{ type: 'Course', id: courseId }]));
    }),
  );
}

startCoursesRealtime(startAppListening, coursesApi);

declareFreshness(coursesApi, {
  getCourseAccess: ['course:access'],
  getMyCourses: ['progress:changed', 'course:changed', 'course:access'],
  getCourse: ['progress:changed', 'course:changed'],
  getCoursePart: ['progress:changed', 'course:changed'],
});

export const {
  useGetCourseAccessQuery,
  useGetMyCoursesQuery,
  useGetCourseQuery,
  useGetCoursePartQuery,
  useMarkWatchedMutation,
  useResetEpisodeMutation,
} = coursesApi;
