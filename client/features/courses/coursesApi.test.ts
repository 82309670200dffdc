// The cached course data follows progress: our own calls' replies and `progress:changed` pushes
// (another tab of the same user) patch it; `course:changed` refetches it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../base/store';
import { type RealtimeEvent, receiveRealtimeEvent } from '../../realtime/realtimeSlice';
import { coursesApi } from './coursesApi';
import { aCourse, aPart, aPost } from './testData';
import type { Course } from './types';

type CoursesState = Parameters<ReturnType<typeof coursesApi.endpoints.getCourse.select>>[0];

let course: Course;
let requests: string[];
let stores: ReturnType<typeof makeStore>[] = [];

function reply(req: string, data: Record<string, unknown>): Record<string, unknown> {
  switch (req) {
    case 'get_course':
      return { data: [course] };
    case 'get_my_courses':
      return {
        data: [
          {
            Id: 1,
            Name: 'Course 1',
            Description: '',
            Image: null,
            progress_percent: 0,
            activity: 'not_started',
          },
        ],
      };
    case 'get_course_part':
      return {
        data: {
          Id: data.CoursePartId,
          CourseId: data.CourseId,
          Name: 'Part',
          PostType: 1,
          VideoLength: 4,
          VideoPlay: 0,
          MentorOnly: 0,
          Published: 1,
          Free: 0,
          UserExamId: null,
          ContentBlocks: [],
        },
      };
    case 'updateCourseProgressVideoPlay':
      return {
        addedProgress: true,
        data: [{ progress_percent: 33, achievement: null, certificate_generated: false }],
        total_xp: 0,
      };
    case 'reset_episode_progress':
      return { data: { progress_percent: 0 }, cp: { progress_percent: 0 } };
    default:
      throw new Error(`unexpected call ${req}`);
  }
}

beforeEach(() => {
  course = aCourse(1, [aPart(10, { Blocks: [aPost(11)] }), aPart(20)]);
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      const req = body.get('req') ?? '';
      requests.push(req);
      const data = JSON.parse(body.get('data') ?? '{}') as Record<string, unknown>;
      return new Response(JSON.stringify({ status: 'OK', datetime: '', ...reply(req, data) }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  // Removing the cache entries ends their lifecycles, so no listener outlives its test.
  for (const store of stores) store.dispatch(coursesApi.util.resetApiState());
  stores = [];
  vi.unstubAllGlobals();
});

/** A store with the course, a part page and My courses loaded and subscribed, as the pages have them. */
async function loadedStore() {
  const store = makeStore();
  stores.push(store);
  await store.dispatch(coursesApi.endpoints.getCourse.initiate(1));
  await store.dispatch(coursesApi.endpoints.getCoursePart.initiate({ CourseId: 1, CoursePartId: 11 }));
  await store.dispatch(coursesApi.endpoints.getMyCourses.initiate());
  // Let the cache entries' lifecycles start listening.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The store's type knows the api before this feature added its tag types.
  const state = () => store.getState() as unknown as CoursesState;
  const read = () => ({
    course: coursesApi.endpoints.getCourse.select(1)(state()).data,
    part: coursesApi.endpoints.getCoursePart.select({ CourseId: 1, CoursePartId: 11 })(state()).data,
    myCourses: coursesApi.endpoints.getMyCourses.select()(state()).data,
  });
  return { store, read };
}

const progressEvent = (
  eventId: number,
  CoursePartId: number,
  percent: number,
  VideoPlay = 1,
): RealtimeEvent => ({
  type: 'progress:changed',
  payload: { eventId, at: '', CourseId: 1, CoursePartId, progress_percent: percent, VideoPlay },
});

describe('course data and progress', () => {
  it('patches course, part and My courses when progress:changed arrives, without refetching', async () => {
    const { store, read } = await loadedStore();
    const callsBefore = requests.length;
    store.dispatch(receiveRealtimeEvent(progressEvent(5, 11, 33)));

    const { course: patched, part, myCourses } = read();
    expect(patched?.progress_percent).toBe(33);
    expect(patched?.CourseParts[0]?.Blocks[0]?.VideoPlay).toBe(1);
    expect(patched?.CourseParts[1]?.VideoPlay).toBe(0);
    expect(part?.VideoPlay).toBe(1);
    expect(myCourses?.[0]).toMatchObject({ progress_percent: 33, activity: 'active' });
    expect(requests.length).toBe(callsBefore);
  });

  it('ignores progress of another course', async () => {
    const { store, read } = await loadedStore();
    store.dispatch(
      receiveRealtimeEvent({
        type: 'progress:changed',
        payload: { eventId: 5, at: '', CourseId: 2, CoursePartId: 20, progress_percent: 50, VideoPlay: 1 },
      }),
    );
    expect(read().course?.progress_percent).toBe(0);
    expect(read().course?.CourseParts[1]?.VideoPlay).toBe(0);
  });

  it('applies our own mark and reset at once, and the echoed event changes nothing more', async () => {
    const { store, read } = await loadedStore();
    await store.dispatch(coursesApi.endpoints.markWatched.initiate({ CourseId: 1, CoursePartId: 20 }));
    expect(read().course?.CourseParts[1]?.VideoPlay).toBe(1);
    expect(read().course?.progress_percent).toBe(33);
    expect(read().myCourses?.[0]?.activity).toBe('active');

    store.dispatch(receiveRealtimeEvent(progressEvent(6, 20, 33)));
    expect(read().course?.progress_percent).toBe(33);

    await store.dispatch(coursesApi.endpoints.resetEpisode.initiate({ CourseId: 1, CoursePartId: 20 }));
    expect(read().course?.CourseParts[1]?.VideoPlay).toBe(0);
    expect(read().myCourses?.[0]).toMatchObject({ progress_percent: 0, activity: 'not_started' });
  });

  it('refetches the course and its parts on course:changed', async () => {
    const { store, read } = await loadedStore();
    course = aCourse(1, [aPart(10, { Name: 'Renamed' })]);
    store.dispatch(
      receiveRealtimeEvent({
        type: 'course:changed',
        payload: { eventId: 7, at: '', CourseId: 1, CoursePartId: null },
      }),
    );
    await vi.waitFor(() => expect(read().course?.CourseParts[0]?.Name).toBe('Renamed'));
    expect(requests.filter((req) => req === 'get_course_part')).toHaveLength(2);
  });
});
