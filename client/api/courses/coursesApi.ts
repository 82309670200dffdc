// The course calls (SPEC §7: course.php, coach_manager.php, course_progress.php and
// auth.php's course access check), injected into the one api. The cached course data follows the
// user's progress live: `progress:changed` patches it, `course:changed` refetches it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type * as auth from '../../../shared/calls/auth';
import type * as courses from '../../../shared/calls/courses';
import type { RootState } from '../../app/store';
import { type CacheEntryLife, onRealtimeEventWhileCached } from '../../realtime/eventListeners';
import type { RealtimeEvent } from '../../realtime/realtimeSlice';
import { api } from '../api';
import { calls } from '../calls';
import { type CallReply, fromContract } from '../contract';
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

/** The course an event is about, if it is a change the cached course data must follow. */
function courseEvent(event: RealtimeEvent): { courseId: number; progress?: ProgressChange } | null {
  if (event.type === 'progress:changed') return { courseId: event.payload.CourseId, progress: event.payload };
  if (event.type === 'course:changed') return { courseId: event.payload.CourseId };
  return null;
}

/**
 * Keeps one cache entry live while it exists: progress changes of its course are patched in with
 * `patch`, any other change of it refetches it (`refetch`, through the course's tag).
 */
function followCourseEvents(
  entry: CacheEntryLife,
  matches: (courseId: number) => boolean,
  patch: (change: ProgressChange) => void,
  refetch?: (courseId: number) => void,
): Promise<void> {
  return onRealtimeEventWhileCached(entry, (event) => {
    const change = courseEvent(event);
    if (!change || !matches(change.courseId)) return;
    if (change.progress) patch(change.progress);
    else refetch?.(change.courseId);
  });
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
        // Access granted or taken away while the course is open: asked again at once, so a
        // revoked course's open page closes.
        onCacheEntryAdded: (courseId, entry) =>
          onRealtimeEventWhileCached(entry, (event) => {
            if (event.type === 'course:access' && event.payload.CourseIds.includes(courseId))
              entry.dispatch(coursesApi.util.invalidateTags([{ type: 'CourseAccess', id: courseId }]));
          }),
      }),

      getMyCourses: build.query<MyCourse[], void>({
        query: () => fromContract(courseCalls.getMyCourses).query({}),
        transformResponse: (reply: CallReply<typeof courses.getMyCourses>) => reply.data,
        providesTags: ['MyCourses'],
        async onCacheEntryAdded(_arg, entry) {
          await Promise.all([
            followCourseEvents(
              entry,
              () => true,
              (change) => entry.updateCachedData((list) => applyProgressToMyCourses(list, change)),
              () => entry.dispatch(coursesApi.util.invalidateTags(['MyCourses'])),
            ),
            // A course granted (a code, a purchase, staff) or taken away shows at once.
            onRealtimeEventWhileCached(entry, (event) => {
              if (event.type !== 'course:access') return;
              entry.dispatch(
                coursesApi.util.invalidateTags([
                  'MyCourses',
                  ...event.payload.CourseIds.map((id) => ({ type: 'CourseAccess' as const, id })),
                ]),
              );
            }),
          ]);
        },
      }),

      getCourse: build.query<Course, number>({
        query: (courseId) => fromContract(courseCalls.getCourse).query({ CourseId: courseId }),
        transformResponse: (reply: CallReply<typeof courses.getCourse>) => reply.data[0]!,
        providesTags: (_course, _error, courseId) => [{ type: 'Course', id: courseId }],
        async onCacheEntryAdded(courseId, entry) {
          await followCourseEvents(
            entry,
            (id) => id === courseId,
            (change) => entry.updateCachedData((course) => applyProgressToCourse(course, change)),
            (id) => entry.dispatch(coursesApi.util.invalidateTags([{ type: 'Course', id }])),
          );
        },
      }),

      getCoursePart: build.query<CoursePartPage, PartArgs>({
        query: (args) => fromContract(courseCalls.getCoursePart).query(args),
        transformResponse: (reply: CallReply<typeof courses.getCoursePart>) => reply.data,
        // A change of the course refetches its parts too: their content may be what changed.
        providesTags: (_part, _error, { CourseId }) => [{ type: 'Course', id: CourseId }],
        async onCacheEntryAdded(args, entry) {
          // Course changes reach this entry through the course's tag.
          await followCourseEvents(
            entry,
            (id) => id === args.CourseId,
            (change) => entry.updateCachedData((part) => applyProgressToPart(part, change)),
          );
        },
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

export const {
  useGetCourseAccessQuery,
  useGetMyCoursesQuery,
  useGetCourseQuery,
  useGetCoursePartQuery,
  useMarkWatchedMutation,
  useResetEpisodeMutation,
} = coursesApi;
