import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../shared/access';
import * as calls from '../../../shared/calls';
import type { LoggedEvent } from '../../../shared/calls/events';
import type { Course } from '../../../shared/courses';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let student: string;
let student2: string;
let coach: string;
let course: Course;
const ACADEMY = 1;
const TEAMS = 2;

/** Parts by name, from the staff view (which sees every part). */
const parts = new Map<string, number>();

beforeAll(async () => {
  server = await startServer();
  student = await server.signIn('student@tonic.test');
  student2 = await server.signIn('student2@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  const staffView = await getCourse(coach, ACADEMY);
  for (const part of (staffView.body.data as Course[])[0]!.CourseParts) {
    parts.set(part.Name, part.Id);
    for (const block of part.Blocks) parts.set(block.PostName, block.PostId);
  }
  course = ((await getCourse(student, ACADEMY)).body.data as Course[])[0]!;
});
afterAll(() => server.close());

const getCourse = (token: string, CourseId: number, extra: Record<string, unknown> = {}) =>
  server.call(calls.courses.getCourse, { CourseId, UserType: USER_TYPE.student, ...extra }, token);
const watch = (token: string, CourseId: number, CoursePartId: number, extra: Record<string, unknown> = {}) =>
  server.call(calls.courses.updateVideoPlay, { CourseId, CoursePartId, ...extra }, token);
const part = (name: string) => {
  const id = parts.get(name);
  if (id === undefined) throw new Error(`no part ${name}`);
  return id;
};
const progressRows = () =>
  server.sql('select "UserId", "CoursePartId", "VideoPlay" from part_progress order by 1, 2');
const eventCount = async () =>
  (await server.sql<{ n: number }>('select cast(count(*) as integer) n from events'))[0]!.n;

describe('get_course', () => {
  it('answers the ordered published parts with their Post blocks, without mentor-only or draft parts', () => {
    expect(course.Name).toBe('Ear Training Fundamentals');
    expect(course.progress_percent).toBe(0);
    expect(course.CourseParts.map((p) => p.Name)).toEqual([
      'Welcome to ear training',
      'Intervals: the basics',
      'Practice: name five intervals',
      'Rhythm and pulse',
      'Theory corner: the major scale',
      'Chords and triads',
      'Milestone: first module complete',
    ]);
    expect(course.CourseParts[1]!.Blocks).toMatchObject([
      { BlockType: 'Post', PostName: 'Hearing seconds and thirds' },
    ]);
    expect(new Set(course.CourseParts.map((p) => p.PostType))).toEqual(new Set([1, 2, 3, 4]));
    expect(course.CourseParts[0]).toMatchObject({ Free: 1, Published: 1, VideoPlay: 0, VideoLength: 4 });
  });

  it('shows staff the mentor-only and unpublished parts too', async () => {
    const staff = ((await getCourse(coach, ACADEMY)).body.data as Course[])[0]!;
    expect(staff.CourseParts.find((p) => p.MentorOnly === 1)?.Name).toBe('Coach notes: reviewing recordings');
    expect(staff.CourseParts.find((p) => p.Published === 0)?.Name).toBe('Coming soon: modes');
  });

  it('refuses a course of the other site variant, a course without access and a missing course alike', async () => {
    const now = new Date().toISOString();
    const [created] = await server.sql<{ Id: number }>(
      `insert into courses ("Name", "Code", "Site", "CreatedAt", "UpdatedAt") values ('Closed', 'CLOSED', 'both', ?, ?) returning "Id"`,
      now,
      now,
    );
    const closed = created!.Id;
    const replies = await Promise.all([
      getCourse(student, TEAMS),
      getCourse(student, closed),
      getCourse(student, 9999),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ status: 'FORBIDDEN', error_code: 'NO_COURSE_ACCESS' });
    }
    expect(replies[0]!.body).toEqual(replies[2]!.body);
    const access = await server.call(calls.auth.authUser, {
      token: student,
      access: { CourseId: closed },
    });
    expect(access.body.CourseAccess).toBe(false);
    const open = await server.call(calls.auth.authUser, {
      token: student,
      access: { CourseId: ACADEMY },
    });
    expect(open.body.CourseAccess).toBe(true);
  });

  it('refuses a student asking for another user’s progress; staff may read it', async () => {
    const other = await getCourse(student, ACADEMY, { UserId: 4 });
    expect(other.status).toBe(403);
    expect(other.body.field).toBe('UserId');
    expect((await getCourse(coach, ACADEMY, { UserId: 3 })).status).toBe(200);
  });
});

describe('parts, coaches and exams', () => {
  it('answers a part’s text and video blocks', async () => {
    const reply = await server.call(
      calls.courses.getCoursePart,
      { CourseId: ACADEMY, CoursePartId: part('Welcome to ear training') },
      student,
    );
    const data = reply.body.data as {
      ContentBlocks: { BlockType: string; VideoUrl: string | null; Content: string }[];
    };
    expect(data.ContentBlocks.map((b) => b.BlockType)).toEqual(['Video', 'Text']);
    expect(data.ContentBlocks[0]!.VideoUrl).toBe('/media/lesson-1.webm');
    expect(data.ContentBlocks[1]!.Content).toContain('<h2>Welcome!</h2>');
  });

  it('refuses a mentor-only part, a draft and a part of another course to a student', async () => {
    for (const [CourseId, name] of [
      [ACADEMY, 'Coach notes: reviewing recordings'],
      [ACADEMY, 'Coming soon: modes'],
      [TEAMS, 'Welcome to ear training'],
    ] as const) {
      const reply = await server.call(
        calls.courses.getCoursePart,
        { CourseId, CoursePartId: part(name) },
        student,
      );
      expect(reply.body.error_code, name).toBe('NO_COURSE_ACCESS');
    }
  });

  it('lists the course coaches', async () => {
    const reply = await server.call(
      calls.courses.getCoaches,
      { CourseId: ACADEMY, PostType: 'course', UserId: 3 },
      student,
    );
    expect(reply.body.data).toEqual([{ UserId: 2, FirstName: 'Cole', LastName: 'Coach' }]);
  });

  it('answers a user’s own exam and hides it from other students', async () => {
    const [exam] = await server.sql<{ UserExamId: number }>(
      `insert into user_exams ("UserId", "CourseId", "CoursePartId", "Status", "UpdatedAt") values (3, 1, ?, 'in_progress', 'now') returning "UserExamId"`,
      part('Theory corner: the major scale'),
    );
    const examId = exam!.UserExamId;
    const own = await server.call(
      calls.exams.getUserExam,
      { UserExamId: examId, UserId: 3, CourseId: 1 },
      student,
    );
    expect(own.body.data).toMatchObject({ Status: 'in_progress', UserCanEdit: true });
    const other = await server.call(calls.exams.getUserExam, { UserExamId: examId }, student2);
    expect(other.status).toBe(404);
  });
});

describe('video progress', () => {
  it('marks a part watched, raises the progress, pushes progress:changed to the user’s other tab, once', async () => {
    const otherTab = server.connect(student);
    await connected(otherTab);
    const pushed = nextEvent(otherTab, 'progress:changed');
    const reply = await watch(student, ACADEMY, part('Welcome to ear training'));
    expect(reply.body).toMatchObject({
      status: 'OK',
      addedProgress: true,
      data: [{ progress_percent: 13, achievement: null, certificate_generated: false }],
      total_xp: 0,
    });
    expect(await pushed).toMatchObject({ CourseId: ACADEMY, progress_percent: 13, VideoPlay: 1 });
    const events = await eventCount();
    const again = await watch(student, ACADEMY, part('Welcome to ear training'));
    expect(again.body).toMatchObject({ addedProgress: false, data: [{ progress_percent: 13 }] });
    expect(await eventCount()).toBe(events);
  });

  it('counts a post inside a part, and concurrent repeats award progress once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => watch(student, ACADEMY, part('Hearing seconds and thirds'))),
    );
    expect(replies.filter((r) => r.body.addedProgress === true)).toHaveLength(1);
    expect(
      replies.every((r) => (r.body.data as { progress_percent: number }[])[0]!.progress_percent === 25),
    ).toBe(true);
  });

  it('shows in my courses as active', async () => {
    const reply = await server.call(calls.courses.getMyCourses, {}, student);
    expect(reply.body.data).toEqual([
      expect.objectContaining({
        Id: ACADEMY,
        Name: 'Ear Training Fundamentals',
        progress_percent: 25,
        activity: 'active',
      }),
    ]);
  });

  it('refuses forged users, foreign parts and mentor-only parts, and changes nothing', async () => {
    const before = await progressRows();
    const events = await eventCount();
    const forged = await watch(student, ACADEMY, part('Rhythm and pulse'), { UserId: 4 });
    expect(forged.status).toBe(403);
    expect((await watch(student, TEAMS, part('Rhythm and pulse'))).body.error_code).toBe('NO_COURSE_ACCESS');
    expect((await watch(student, ACADEMY, part('Coach notes: reviewing recordings'))).body.error_code).toBe(
      'NO_COURSE_ACCESS',
    );
    expect((await watch(student, ACADEMY, 99999)).body.error_code).toBe('NO_COURSE_ACCESS');
    const reset = await server.call(
      calls.courses.resetEpisodeProgress,
      { UserId: 4, CourseId: ACADEMY, PostId: part('Welcome to ear training') },
      student,
    );
    expect(reset.status).toBe(403);
    expect(await progressRows()).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('reset_episode_progress sets VideoPlay back to 0 and answers cp.progress_percent', async () => {
    const reply = await server.call(
      calls.courses.resetEpisodeProgress,
      { UserId: 3, CourseId: ACADEMY, PostId: part('Welcome to ear training') },
      student,
    );
    expect(reply.body).toMatchObject({ status: 'OK', cp: { progress_percent: 13 } });
    const view = ((await getCourse(student, ACADEMY)).body.data as Course[])[0]!;
    expect(view.CourseParts[0]!.VideoPlay).toBe(0);
    expect(view.progress_percent).toBe(13);
  });

  it('catch-up after a reconnect brings the progress events missed while away', async () => {
    const cursor = (
      (await server.call(calls.events.getEvents, {}, student)).body as unknown as { lastEventId: number }
    ).lastEventId;
    await watch(student, ACADEMY, part('Rhythm and pulse'));
    const missed = (await server.call(calls.events.getEvents, { After: cursor }, student)).body
      .data as LoggedEvent[];
    expect(missed).toMatchObject([
      { type: 'progress:changed', payload: { CoursePartId: part('Rhythm and pulse'), VideoPlay: 1 } },
      // A finished part counts the learner's day (the habit loop).
      { type: 'habit:changed', payload: { TodayDone: true } },
    ]);
  });
});
