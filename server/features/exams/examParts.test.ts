// Exam parts (post type 5) over real HTTP: made in the editor with their criterion, no watched
// mark and no reward claim, choice questions scored on submit, and the coach's grade confirming
// or adjusting that score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { UserExam } from '../../../shared/calls/exams';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';
import { insertPerson } from '../../test/people';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let studentId: number;
let courseId: number;
let partId: number;

const call = (contract: CallContract, data: Record<string, unknown>, token: string) =>
  server.call(contract, data, token);
const examOf = (reply: { body: { data?: unknown } }) => reply.body.data as UserExam;
const partRow = async (id: number) =>
  (
    await server.sql<{ PostType: number; ProgressCriteria: string }>(
      `select "PostType", "ProgressCriteria" from course_parts where "Id" = ?`,
      id,
    )
  )[0]!;

const QUESTIONS = [
  { Id: 'root', Kind: 'single', Text: 'The root of C major?', Options: ['D', 'C', 'G'], Correct: [1] },
  {
    Id: 'thirds',
    Kind: 'multiple',
    Text: 'Which are thirds?',
    Options: ['C-E', 'C-G', 'E-G'],
    Correct: [0, 2],
  },
  { Id: 'open', Kind: 'single', Text: 'Your favourite key?', Options: ['C', 'G'], Correct: [] },
  { Id: 'why', Kind: 'text', Text: 'Why do thirds matter?' },
];

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  // The academy course, whose coach is the demo coach; this file adds its own part to it.
  const [course] = await server.sql<{ Id: number }>(`select "Id" from courses where "Code" = 'EAR-101'`);
  courseId = course!.Id;
  studentId = await insertPerson(server, 'exam-part-student@tonic.test', 1, {
    FirstName: 'Ella',
    LastName: 'Exam',
  });
  await server.sql(
    `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', 'now')`,
    studentId,
    courseId,
  );
  student = await server.signIn('exam-part-student@tonic.test');
});
afterAll(() => server.close());

describe('an exam part in the editor', () => {
  it('is a post type of its own: added with its questions, it counts as done only by its exam', async () => {
    expect((await call(calls.editing.lockCourse, { CourseId: courseId }, admin)).body.status).toBe('OK');
    const tooHigh = await call(calls.editing.addCoursePart, { Id: courseId, PostType: 6 }, admin);
    expect(tooHigh.status).toBe(400);
    const added = await call(
      calls.editing.addCoursePart,
      { Id: courseId, PostType: 5, Name: 'Final exam' },
      admin,
    );
    expect(added.body.status).toBe('OK');
    partId = (added.body.data as { Id: number }).Id;
    expect(await partRow(partId)).toEqual({ PostType: 5, ProgressCriteria: 'exam' });

    const saved = await call(
      calls.exams.saveExamQuestions,
      { CourseId: courseId, CoursePartId: partId, Questions: QUESTIONS },
      admin,
    );
    expect(saved.body).toMatchObject({ status: 'OK', data: { ProgressByExam: true } });
    await call(
      calls.editing.saveCoursePart,
      { CourseId: courseId, CoursePartId: partId, Published: 1 },
      admin,
    );
    expect((await call(calls.editing.closeCourse, { CourseId: courseId }, admin)).body.status).toBe('OK');
  });

  it('a part that stops being an exam part goes back to the watched mark, and back again', async () => {
    await call(calls.editing.lockCourse, { CourseId: courseId }, admin);
    const other = await call(calls.editing.addCoursePart, { Id: courseId, PostType: 5 }, admin);
    const id = (other.body.data as { Id: number }).Id;
    await call(calls.editing.saveCoursePart, { CourseId: courseId, CoursePartId: id, PostType: 1 }, admin);
    expect(await partRow(id)).toEqual({ PostType: 1, ProgressCriteria: 'video' });
    await call(calls.editing.saveCoursePart, { CourseId: courseId, CoursePartId: id, PostType: 5 }, admin);
    expect(await partRow(id)).toEqual({ PostType: 5, ProgressCriteria: 'exam' });
    await call(calls.editing.closeCourse, { CourseId: courseId }, admin);
  });
});

describe('a student on an exam part', () => {
  it('may neither mark it watched nor claim its XP: nothing is written', async () => {
    const watched = await call(
      calls.courses.updateVideoPlay,
      { CourseId: courseId, CoursePartId: partId },
      student,
    );
    expect(watched.body).toMatchObject({ status: 'CONFLICT', error_code: 'EXAM_REQUIRED' });
    const claimed = await call(
      calls.rewards.saveReward,
      { course_id: courseId, course_part_id: partId },
      student,
    );
    expect(claimed.body).toMatchObject({ status: 'CONFLICT', error_code: 'EXAM_NO_REWARD' });
    const rows = await server.sql<{ n: number }>(
      `select count(*) as n from xp_ledger where "UserId" = ? and "CoursePartId" = ?`,
      studentId,
      partId,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const progress = await server.sql<{ n: number }>(
      `select count(*) as n from part_progress where "UserId" = ? and "CoursePartId" = ?`,
      studentId,
      partId,
    );
    expect(Number(progress[0]!.n)).toBe(0);
  });

  it('submits and sees the choice questions scored at once; the coach’s review starts from that score', async () => {
    const socket = server.connect(student);
    await connected(socket);
    const started = await call(
      calls.exams.startUserExam,
      { CourseId: courseId, CoursePartId: partId },
      student,
    );
    const examId = examOf(started).UserExamId;
    expect(examOf(started).AutoScore).toBeNull();
    const heard = nextEventWhere(
      socket,
      'exam:changed',
      (e) => e.UserExamId === examId && e.Status === 'submitted',
    );
    // Root right, thirds half right (so wrong), the open question unscored, the text for the coach.
    const submitted = await call(
      calls.exams.submitUserExam,
      { UserExamId: examId, Answers: { root: [1], thirds: [0], open: [1], why: 'They make chords.' } },
      student,
    );
    expect(examOf(submitted)).toMatchObject({
      Status: 'submitted',
      AutoScore: { Right: 1, Of: 2 },
      Score: null,
    });
    await heard;
    const mine = await call(calls.exams.getExam, { CourseId: courseId, CoursePartId: partId }, student);
    expect((mine.body.data as { Exam: UserExam }).Exam.AutoScore).toEqual({ Right: 1, Of: 2 });
    const review = await call(calls.exams.getExamReview, { UserExamId: examId }, coach);
    expect(review.body.data).toMatchObject({ MayGrade: true, Exam: { AutoScore: { Right: 1, Of: 2 } } });
    socket.disconnect();
  });

  it('the coach adjusts the score: the grade is the coach’s, the automatic score stays, the part is done', async () => {
    const [exam] = await server.sql<{ UserExamId: number }>(
      `select "UserExamId" from user_exams where "UserId" = ? and "CoursePartId" = ?`,
      studentId,
      partId,
    );
    const graded = await call(
      calls.exams.gradeUserExam,
      { UserExamId: exam!.UserExamId, Score: 70, Passed: true, Feedback: 'Good reasons for the thirds.' },
      coach,
    );
    expect(examOf(graded)).toMatchObject({
      Status: 'completed',
      Score: 70,
      Passed: true,
      AutoScore: { Right: 1, Of: 2 },
    });
    const part = await call(
      calls.courses.getCoursePart,
      { CourseId: courseId, CoursePartId: partId },
      student,
    );
    expect(part.body.data).toMatchObject({ VideoPlay: 1, PostType: 5 });
  });

  it('an exam with every answer right scores all of its choice questions', async () => {
    const otherId = await insertPerson(server, 'exam-part-ace@tonic.test', 1);
    await server.sql(
      `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', 'now')`,
      otherId,
      courseId,
    );
    const ace = await server.signIn('exam-part-ace@tonic.test');
    const started = await call(calls.exams.startUserExam, { CourseId: courseId, CoursePartId: partId }, ace);
    // Saved first, then submitted without answers: the saved ones are scored.
    await call(
      calls.exams.saveUserExam,
      { UserExamId: examOf(started).UserExamId, Answers: { root: [1], thirds: [2, 0] } },
      ace,
    );
    const submitted = await call(calls.exams.submitUserExam, { UserExamId: examOf(started).UserExamId }, ace);
    expect(examOf(submitted).AutoScore).toEqual({ Right: 2, Of: 2 });
  });
});
