import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { Course } from '../../../shared/courses';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
const COURSE = 1;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

const call = (token: string, contract: CallContract, data: unknown) => server.call(contract, data, token);
const lock = (token: string, CourseId = COURSE, CoursePartId?: number) =>
  server.call(calls.editing.lockCourse, { CourseId, CoursePartId }, token);
const unlock = (token: string, CourseId = COURSE, CoursePartId?: number) =>
  server.call(calls.editing.closeCourse, { CourseId, CoursePartId }, token);
const partOrder = async () =>
  (
    await server.sql<{ Id: number }>(
      'select "Id" from course_parts where "CourseId" = 1 and "ParentPartId" is null order by "SortId", "Id"',
    )
  ).map((r) => r.Id);
const staffCourse = async () =>
  ((await server.call(calls.courses.getCourse, { CourseId: COURSE }, admin)).body.data as Course[])[0]!;

describe('editing needs the lock', () => {
  it('a student cannot add or sort parts, and nothing changes', async () => {
    const before = await partOrder();
    expect((await call(student, calls.editing.addCoursePart, { Id: COURSE, PostType: 1 })).status).toBe(403);
    expect(
      (
        await call(student, calls.editing.saveSortedCourseParts, {
          CourseId: COURSE,
          SortedItems: [...before].reverse(),
        })
      ).status,
    ).toBe(403);
    expect(await partOrder()).toEqual(before);
  });

  it('staff without the lock get "lock lost, reload" and nothing is applied', async () => {
    const before = await partOrder();
    const reply = await call(coach, calls.editing.saveSortedCourseParts, {
      CourseId: COURSE,
      SortedItems: [...before].reverse(),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      status: 'CONFLICT',
      error_code: 'LOCK_LOST',
      message: 'lock lost, reload',
    });
    expect(await partOrder()).toEqual(before);
  });

  it('a save from an editor whose lock went idle is refused, never applied', async () => {
    await lock(coach);
    server.advance(46 * 60_000);
    expect(await server.app.locks.sweep()).toBe(1);
    const part = (await partOrder())[0]!;
    const reply = await call(coach, calls.editing.saveCoursePart, {
      CourseId: COURSE,
      CoursePartId: part,
      Name: 'Stale edit',
    });
    expect(reply.body.error_code).toBe('LOCK_LOST');
    expect((await staffCourse()).CourseParts[0]!.Name).not.toBe('Stale edit');
  });
});

describe('with the lock', () => {
  it('adds a part, in the spec’s reply shape, and viewers of the course hear of it live', async () => {
    const viewer = server.connect(student);
    await connected(viewer);
    await viewer.emitWithAck('course:watch', { CourseId: COURSE, Watch: true });
    await lock(admin);
    const changed = nextEvent(viewer, 'course:changed');
    const reply = await call(admin, calls.editing.addCoursePart, {
      Id: COURSE,
      UserId: 999,
      SortNr: 99,
      PostType: 1,
      Shareable: 0,
      Free: 0,
    });
    expect(reply.body).toMatchObject({
      status: 'OK',
      data: { Id: expect.any(Number), Name: 'New part', Published: 0, PublishDate: null },
    });
    expect(await changed).toMatchObject({
      CourseId: COURSE,
      CoursePartId: (reply.body.data as { Id: number }).Id,
    });
    expect((await staffCourse()).CourseParts.at(-1)!.Name).toBe('New part');
    viewer.disconnect();
  });

  it('renames, sets flags and publishes a part; students see it once published', async () => {
    const id = (await staffCourse()).CourseParts.at(-1)!.Id;
    await call(admin, calls.editing.saveCoursePart, {
      CourseId: COURSE,
      CoursePartId: id,
      Name: 'Scales in motion',
      MentorOnly: 0,
      Free: 1,
      PostType: 2,
    });
    const hidden = (
      (await server.call(calls.courses.getCourse, { CourseId: COURSE }, student)).body.data as Course[]
    )[0]!;
    expect(hidden.CourseParts.some((p) => p.Id === id)).toBe(false);
    await call(admin, calls.editing.saveCoursePart, { CourseId: COURSE, CoursePartId: id, Published: 1 });
    const shown = (
      (await server.call(calls.courses.getCourse, { CourseId: COURSE }, student)).body.data as Course[]
    )[0]!;
    expect(shown.CourseParts.find((p) => p.Id === id)).toMatchObject({
      Name: 'Scales in motion',
      Free: 1,
      PostType: 2,
      Published: 1,
    });
  });

  it('saves blocks sanitised', async () => {
    const id = (await staffCourse()).CourseParts.at(-1)!.Id;
    const reply = await call(admin, calls.editing.savePartBlocks, {
      CourseId: COURSE,
      CoursePartId: id,
      Blocks: [
        {
          BlockType: 'Text',
          Content:
            '<h2>Scales</h2><p onclick="x()">Play <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
        },
        { BlockType: 'Video', VideoUrl: '/media/lesson-2.webm', VideoLength: 4 },
      ],
    });
    expect(reply.body.data).toEqual({ Id: id, Blocks: 2 });
    const part = await server.call(
      calls.courses.getCoursePart,
      { CourseId: COURSE, CoursePartId: id },
      student,
    );
    const blocks = (part.body.data as { ContentBlocks: { Content: string; VideoUrl: string | null }[] })
      .ContentBlocks;
    expect(blocks[0]!.Content).toBe(
      '<h2>Scales</h2><p>Play <a rel="noopener noreferrer nofollow">this</a></p>',
    );
    expect(blocks[1]!.VideoUrl).toBe('/media/lesson-2.webm');
  });

  it('keeps a YouTube address and refuses videos the player cannot play', async () => {
    const id = (await staffCourse()).CourseParts.at(-1)!.Id;
    const save = (VideoUrl: string) =>
      call(admin, calls.editing.savePartBlocks, {
        CourseId: COURSE,
        CoursePartId: id,
        Blocks: [{ BlockType: 'Video', VideoUrl, VideoLength: 0 }],
      });
    expect((await save('https://youtu.be/dQw4w9WgXcQ')).body.data).toEqual({ Id: id, Blocks: 1 });
    for (const refused of ['http://cdn.example.com/a.mp4', 'https://example.com/about', 'javascript:x()']) {
      const reply = await save(refused);
      expect(reply.status, refused).toBe(400);
      expect(reply.body.field).toBe('Blocks.0.VideoUrl');
    }
    const part = await server.call(
      calls.courses.getCoursePart,
      { CourseId: COURSE, CoursePartId: id },
      admin,
    );
    expect((part.body.data as { ContentBlocks: { VideoUrl: string | null }[] }).ContentBlocks).toMatchObject([
      { VideoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    ]);
  });

  it('the sort order persists', async () => {
    const reversed = [...(await partOrder())].reverse();
    const reply = await call(admin, calls.editing.saveSortedCourseParts, {
      CourseId: COURSE,
      SortedItems: reversed,
    });
    expect(reply.body.data).toEqual({ CourseId: COURSE, Count: reversed.length });
    expect(await partOrder()).toEqual(reversed);
    const foreign = await call(admin, calls.editing.saveSortedCourseParts, {
      CourseId: COURSE,
      SortedItems: [...reversed, 15],
    });
    expect(foreign.body.field).toBe('SortedItems');
    expect(await partOrder()).toEqual(reversed);
  });

  it('course settings: validity period required when expiry is on; the coach footer text', async () => {
    const base = {
      Id: COURSE,
      Name: 'Ear Training Fundamentals',
      Code: 'EAR-101',
      Coaches: [2],
      CertificateExpires: true,
    };
    const missing = await call(admin, calls.editing.saveCourse, base);
    expect(missing.body).toMatchObject({ status: 'INVALID', field: 'CertificateValidityMonths' });
    const saved = await call(admin, calls.editing.saveCourse, {
      ...base,
      CertificateValidityMonths: 24,
      CertificateTemplate: 'classic',
      Site: 'academy',
    });
    expect(saved.body.data).toMatchObject({
      CertificateExpires: true,
      CertificateValidityMonths: 24,
      Coaches: [2],
      LockedByUsername: 'Ada Admin',
    });
    const footer = await server.call(
      calls.editing.addFooterCoachText,
      { CourseId: COURSE, UserId: 2 },
      admin,
    );
    expect(footer.body.data).toMatchObject({
      UseCustomText: true,
      Text: expect.stringContaining('Cole Coach'),
    });
    await unlock(admin);
  });

  it('creates a course, refusing a taken code', async () => {
    const taken = await call(coach, calls.editing.saveCourse, { Name: 'Copy', Code: 'EAR-101' });
    expect(taken.body.error_code).toBe('COURSE_CODE_TAKEN');
    const created = await call(coach, calls.editing.saveCourse, {
      Name: 'Rhythm Lab',
      Code: 'RHY-1',
      Coaches: [2],
    });
    expect(created.body.data).toMatchObject({ Name: 'Rhythm Lab', Code: 'RHY-1', LockedByUserId: null });
    const list = await call(coach, calls.editing.getCourses, {});
    expect((list.body.data as { Name: string }[]).map((c) => c.Name)).toContain('Rhythm Lab');
  });
});
