// Exams through their states over real HTTP and sockets: not started → in progress → submitted →
// completed, no state skipped however steps race, only the course's coaches and admins grade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { UserExam } from '../../../shared/calls/exams';
import type { Task } from '../../../shared/calls/tasks';
import { TASK_TYPE } from '../../../shared/tasks';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let sam: string;
let sara: string;
let coachId: number;
let samId: number;
let courseId: number;
let examPartId: number;
let milestoneId: number;
/** The seeded exam, read before the tests change it. */
let demoQuestions: unknown[];

const call = (contract: CallContract, data: Record<string, unknown>, token: string | null) =>
  server.call(contract, data, token);
const examOf = (reply: { body: { data?: unknown } }) => reply.body.data as UserExam;
const lock = (token: string, CoursePartId = 0) =>
  server.call(calls.editing.lockCourse, { CourseId: courseId, CoursePartId }, token);
const unlock = (token: string, CoursePartId = 0) =>
  server.call(calls.editing.closeCourse, { CourseId: courseId, CoursePartId }, token);

/** More students of the academy course, made straight in the database (demo password hash). */
async function students(prefix: string, count: number): Promise<{ token: string; id: number }[]> {
  const [hash] = await server.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'student@tonic.test'`,
  );
  const made: { token: string; id: number }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@tonic.test`;
    const [row] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") values (?, ?, ?, 'Racer', ?, 1, true, 'now', 'now') returning "Id"`,
      email,
      email,
      hash!.PasswordHash,
      String(i),
    );
    await server.sql(
      `insert into course_access ("UserId", "CourseId", "Source", "GrantedAt") values (?, ?, 'admin', 'now')`,
      row!.Id,
      courseId,
    );
    made.push({ token: await server.signIn(email), id: row!.Id });
  }
  return made;
}

async function started(token: string): Promise<number> {
  const reply = await call(
    calls.exams.startUserExam,
    { CourseId: courseId, CoursePartId: examPartId },
    token,
  );
  expect(reply.body.status).toBe('OK');
  return examOf(reply).UserExamId;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  sam = await server.signIn('student@tonic.test');
  sara = await server.signIn('student2@tonic.test');
  const ids = await server.sql<{ Id: number; Email: string }>('select "Id", "Email" from users');
  coachId = ids.find((u) => u.Email === 'coach@tonic.test')!.Id;
  samId = ids.find((u) => u.Email === 'student@tonic.test')!.Id;
  const [course] = await server.sql<{ Id: number }>(`select "Id" from courses where "Code" = 'EAR-101'`);
  courseId = course!.Id;
  const parts = await server.sql<{ Id: number; PostType: number; Exam: string | null }>(
    `select "Id", "PostType", "Exam" from course_parts where "CourseId" = ?`,
    courseId,
  );
  const examPart = parts.find((p) => p.Exam !== null)!;
  examPartId = examPart.Id;
  demoQuestions = JSON.parse(examPart.Exam!) as unknown[];
  milestoneId = parts.find((p) => p.PostType === 4)!.Id;
});
afterAll(() => server.close());

describe('an exam’s questions', () => {
  it('a student reads the demo exam without its right answers, not started', async () => {
    const reply = await call(calls.exams.getExam, { CourseId: courseId, CoursePartId: examPartId }, sam);
    expect(reply.body.status).toBe('OK');
    const data = reply.body.data as { Questions: Record<string, unknown>[]; Exam: UserExam | null };
    expect(data.Questions.map((q) => q.Kind)).toEqual(['single', 'multiple', 'text']);
    expect(data.Questions.every((q) => !('Correct' in q))).toBe(true);
    expect(data.Exam).toBeNull();
  });

  it('only staff define questions, and only on a school part', async () => {
    const questions = [{ Id: 'q', Kind: 'text', Text: 'Why?' }];
    const byStudent = await call(
      calls.exams.saveExamQuestions,
      { CourseId: courseId, CoursePartId: examPartId, Questions: questions },
      sam,
    );
    expect(byStudent.status).toBe(403);
    const wrongType = await call(
      calls.exams.saveExamQuestions,
      { CourseId: courseId, CoursePartId: milestoneId, Questions: questions },
      admin,
    );
    expect(wrongType.body).toMatchObject({ status: 'INVALID', error_code: 'EXAM_PART_TYPE' });
    const badChoice = await call(
      calls.exams.saveExamQuestions,
      {
        CourseId: courseId,
        CoursePartId: examPartId,
        Questions: [{ Id: 'q', Kind: 'single', Text: 'Pick', Options: ['a', 'b'], Correct: [5] }],
      },
      admin,
    );
    expect(badChoice.status).toBe(400);
    const [row] = await server.sql<{ Exam: string }>(
      `select "Exam" from course_parts where "Id" = ?`,
      examPartId,
    );
    expect(JSON.parse(row!.Exam)).toHaveLength(3);
  });

  it('the course’s editors read the questions with their right answers; students may not', async () => {
    const byStudent = await call(
      calls.exams.getExamQuestions,
      { CourseId: courseId, CoursePartId: examPartId },
      sam,
    );
    expect(byStudent.status).toBe(403);
    for (const staff of [admin, coach]) {
      const reply = await call(
        calls.exams.getExamQuestions,
        { CourseId: courseId, CoursePartId: examPartId },
        staff,
      );
      expect(reply.body.status).toBe('OK');
      const data = reply.body.data as {
        Questions: { Id: string; Correct: number[] }[];
        ProgressByExam: boolean;
      };
      expect(data.Questions.map((q) => q.Id)).toEqual(['steps', 'triads', 'why']);
      expect(data.Questions[0]!.Correct).toEqual([2]);
      expect(data.ProgressByExam).toBe(false);
    }
    // A part of another course is refused.
    const wrongCourse = await call(
      calls.exams.getExamQuestions,
      { CourseId: courseId + 1000, CoursePartId: examPartId },
      admin,
    );
    expect(wrongCourse.body.error_code).toBe('NO_COURSE_ACCESS');
  });

  it('saving questions is editing: without the course’s lock, or while another editor holds it, nothing is written', async () => {
    const questions = [{ Id: 'q1', Kind: 'single', Text: 'Which?', Options: ['a', 'b'], Correct: [1] }];
    const input = { CourseId: courseId, CoursePartId: examPartId, Questions: questions };
    const unlocked = await call(calls.exams.saveExamQuestions, input, admin);
    expect(unlocked.body).toMatchObject({ status: 'CONFLICT', error_code: 'LOCK_LOST', field: 'CourseId' });

    expect((await lock(coach)).body.status).toBe('OK');
    const whileHeld = await call(calls.exams.saveExamQuestions, input, admin);
    expect(whileHeld.body.error_code).toBe('LOCK_LOST');
    const [row] = await server.sql<{ Exam: string }>(
      `select "Exam" from course_parts where "Id" = ?`,
      examPartId,
    );
    expect(JSON.parse(row!.Exam).map((q: { Id: string }) => q.Id)).toEqual(['steps', 'triads', 'why']);

    // The holder saves; the editors read back what was saved, right answers included.
    const saved = await call(calls.exams.saveExamQuestions, { ...input, ProgressByExam: false }, coach);
    expect(saved.body.data).toMatchObject({ Questions: questions, ProgressByExam: false });
    const read = await call(
      calls.exams.getExamQuestions,
      { CourseId: courseId, CoursePartId: examPartId },
      admin,
    );
    expect(read.body.data).toEqual({ Questions: questions, ProgressByExam: false });
    const student = await call(calls.exams.getExam, { CourseId: courseId, CoursePartId: examPartId }, sam);
    expect((student.body.data as { Questions: unknown[] }).Questions).toEqual([
      { Id: 'q1', Kind: 'single', Text: 'Which?', Options: ['a', 'b'] },
    ]);

    // Put the demo exam back for the tests that follow.
    const restored = await call(calls.exams.saveExamQuestions, { ...input, Questions: demoQuestions }, coach);
    expect(restored.body.status).toBe('OK');
    expect((await unlock(coach)).body.status).toBe('OK');
  });
});

describe('the exam state machine', () => {
  let examId: number;

  it('no state is skipped: nothing to save, submit or grade before the exam starts', async () => {
    const [other] = await students('early', 1);
    // Another student's exam id cannot be used, and grading an exam in progress is refused.
    examId = await started(other!.token);
    expect((await call(calls.exams.submitUserExam, { UserExamId: examId }, sam)).status).toBe(404);
    const early = await call(
      calls.exams.gradeUserExam,
      { UserExamId: examId, Score: 90, Passed: true },
      coach,
    );
    expect(early.body).toMatchObject({ status: 'CONFLICT', error_code: 'EXAM_STATE_CHANGED' });
    const [row] = await server.sql<{ Status: string }>(
      `select "Status" from user_exams where "UserExamId" = ?`,
      examId,
    );
    expect(row!.Status).toBe('in_progress');
  });

  it('start, save and submit: the coach’s queue gets the review task at once, owned by the course’s coach', async () => {
    const studentSocket = server.connect(sam);
    const staffSocket = server.connect(coach);
    await Promise.all([connected(studentSocket), connected(staffSocket)]);

    const startedEvent = nextEventWhere(studentSocket, 'exam:changed', (e) => e.Status === 'in_progress');
    examId = await started(sam);
    expect((await startedEvent).UserExamId).toBe(examId);
    // Starting again answers the same exam.
    expect(await started(sam)).toBe(examId);

    const bad = await call(calls.exams.saveUserExam, { UserExamId: examId, Answers: { steps: [7] } }, sam);
    expect(bad.body).toMatchObject({
      status: 'INVALID',
      error_code: 'EXAM_ANSWER_INVALID',
      field: 'Answers.steps',
    });
    const unknown = await call(calls.exams.saveUserExam, { UserExamId: examId, Answers: { nope: 'x' } }, sam);
    expect(unknown.body.error_code).toBe('EXAM_ANSWER_INVALID');
    const saved = await call(calls.exams.saveUserExam, { UserExamId: examId, Answers: { steps: [2] } }, sam);
    expect(examOf(saved)).toMatchObject({
      Status: 'in_progress',
      UserCanEdit: true,
      Answers: { steps: [2] },
    });

    const review = nextEventWhere(
      staffSocket,
      'task:changed',
      (e) => (e.task as { UserExamId?: number }).UserExamId === examId,
    );
    const submittedEvent = nextEventWhere(studentSocket, 'exam:changed', (e) => e.Status === 'submitted');
    const submitted = await call(
      calls.exams.submitUserExam,
      { UserExamId: examId, Answers: { steps: [2], triads: [0, 1, 3], why: 'Major thirds.' } },
      sam,
    );
    expect(examOf(submitted)).toMatchObject({ Status: 'submitted', UserCanEdit: false });
    await submittedEvent;
    const task = (await review).task as Task;
    expect(task).toMatchObject({
      TaskType: TASK_TYPE.examReview,
      TaskOwner: coachId,
      UserId: samId,
      CourseId: courseId,
      CoursePartId: examPartId,
      CompleteTheTask: false,
    });
    const mine = await server.call(calls.tasks.getTasks, { Condition: 'mine' }, coach);
    expect((mine.body.data as Task[]).some((t) => t.UserExamId === examId)).toBe(true);

    // Once submitted the answers are fixed, and a second submit is refused.
    const late = await call(calls.exams.saveUserExam, { UserExamId: examId, Answers: { steps: [0] } }, sam);
    expect(late.body).toMatchObject({ status: 'CONFLICT', error_code: 'EXAM_STATE_CHANGED' });
    expect((await call(calls.exams.submitUserExam, { UserExamId: examId }, sam)).body.error_code).toBe(
      'EXAM_STATE_CHANGED',
    );
    studentSocket.disconnect();
    staffSocket.disconnect();
  });

  it('only the course’s coaches and admins grade: students and other coaches are refused', async () => {
    expect(
      (await call(calls.exams.gradeUserExam, { UserExamId: examId, Score: 100, Passed: true }, sam)).status,
    ).toBe(403);
    const [hash] = await server.sql<{ PasswordHash: string }>(
      `select "PasswordHash" from users where "Email" = 'coach@tonic.test'`,
    );
    await server.sql(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "privilegies", "Verified", "CreatedAt", "UpdatedAt") values ('othercoach@tonic.test', 'othercoach@tonic.test', ?, 'Olga', 'Other', 8, 60, true, 'now', 'now')`,
      hash!.PasswordHash,
    );
    const other = await server.signIn('othercoach@tonic.test');
    const refused = await call(
      calls.exams.gradeUserExam,
      { UserExamId: examId, Score: 100, Passed: true },
      other,
    );
    expect(refused.body).toMatchObject({ status: 'FORBIDDEN', error_code: 'EXAM_NOT_GRADER' });
    const review = await call(calls.exams.getExamReview, { UserExamId: examId }, other);
    expect((review.body.data as { MayGrade: boolean }).MayGrade).toBe(false);
    const [row] = await server.sql<{ Status: string }>(
      `select "Status" from user_exams where "UserExamId" = ?`,
      examId,
    );
    expect(row!.Status).toBe('submitted');
  });

  it('a company’s admin neither reads nor grades a school student’s exam', async () => {
    const [hash] = await server.sql<{ PasswordHash: string }>(
      `select "PasswordHash" from users where "Email" = 'admin@tonic.test'`,
    );
    const [company] = await server.sql<{ Id: number }>(
      `insert into companies ("Name", "PlanKey", "CreatedAt", "UpdatedAt") values ('Exam Co', 'starter', 'now', 'now') returning "Id"`,
    );
    const [boss] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "privilegies", "Verified", "CreatedAt", "UpdatedAt") values ('examco@tonic.test', 'examco@tonic.test', ?, 'Ebba', 'Company', 2, 60, true, 'now', 'now') returning "Id"`,
      hash!.PasswordHash,
    );
    await server.sql(
      `insert into company_members ("CompanyId", "UserId", "JoinedAt") values (?, ?, 'now')`,
      company!.Id,
      boss!.Id,
    );
    const companyAdmin = await server.signIn('examco@tonic.test');
    for (const req of [calls.exams.getUserExam, calls.exams.getExamReview])
      expect((await call(req, { UserExamId: examId }, companyAdmin)).body).toMatchObject({
        error_code: 'NOT_FOUND',
        field: 'UserExamId',
      });
    const graded = await call(
      calls.exams.gradeUserExam,
      { UserExamId: examId, Score: 100, Passed: true },
      companyAdmin,
    );
    expect(graded.body).toMatchObject({ error_code: 'NOT_FOUND' });
    const [row] = await server.sql<{ Status: string }>(
      `select "Status" from user_exams where "UserExamId" = ?`,
      examId,
    );
    expect(row!.Status).toBe('submitted');
    // The school's own admin still reads it and may grade.
    const review = await call(calls.exams.getExamReview, { UserExamId: examId }, admin);
    expect((review.body.data as { MayGrade: boolean }).MayGrade).toBe(true);
  });

  it('the course’s coach grades it: completed, the task done, the student told at once', async () => {
    const review = await call(calls.exams.getExamReview, { UserExamId: examId }, coach);
    expect(review.body.data).toMatchObject({
      MayGrade: true,
      StudentName: 'Sam Student',
      Exam: { Status: 'submitted', Answers: { steps: [2], why: 'Major thirds.' } },
    });
    expect((review.body.data as { Questions: { Correct: number[] }[] }).Questions[0]!.Correct).toEqual([2]);

    const studentSocket = server.connect(sam);
    await connected(studentSocket);
    const told = nextEventWhere(studentSocket, 'exam:changed', (e) => e.UserExamId === examId);
    const notified = nextEventWhere(studentSocket, 'notification:new', (e) => e.Item.Type === 'grade');
    const graded = await call(
      calls.exams.gradeUserExam,
      { UserExamId: examId, Score: 80, Passed: true, Feedback: 'Well reasoned.' },
      coach,
    );
    expect(examOf(graded)).toMatchObject({
      Status: 'completed',
      Score: 80,
      Passed: true,
      Feedback: 'Well reasoned.',
    });
    expect((await told).Status).toBe('completed');
    // The student's feed tells of the grade too.
    expect((await notified).Item.Payload).toEqual({
      UserExamId: examId,
      CourseId: courseId,
      CoursePartId: examPartId,
      Score: 80,
      Passed: true,
    });
    const own = await call(calls.exams.getUserExam, { UserExamId: examId, CourseId: courseId }, sam);
    expect(examOf(own)).toMatchObject({ Status: 'completed', Score: 80, UserCanEdit: false });
    const [task] = await server.sql<{ CompleteTheTask: boolean | number; CompletedByUserId: number }>(
      `select "CompleteTheTask", "CompletedByUserId" from tasks where "UserExamId" = ?`,
      examId,
    );
    expect(Boolean(task!.CompleteTheTask)).toBe(true);
    expect(task!.CompletedByUserId).toBe(coachId);
    const again = await call(
      calls.exams.gradeUserExam,
      { UserExamId: examId, Score: 10, Passed: false },
      admin,
    );
    expect(again.body.error_code).toBe('EXAM_STATE_CHANGED');
    studentSocket.disconnect();
  });

  it('racing steps never skip or repeat a state: two submits make one submission and one task', async () => {
    const racers = await students('racer', 4);
    for (const racer of racers) {
      const id = await started(racer.token);
      const replies = await Promise.all([
        call(calls.exams.submitUserExam, { UserExamId: id }, racer.token),
        call(calls.exams.submitUserExam, { UserExamId: id }, racer.token),
        call(calls.exams.saveUserExam, { UserExamId: id, Answers: { why: 'late' } }, racer.token),
      ]);
      const submits = replies.slice(0, 2).map((r) => r.body.status);
      expect(submits.filter((s) => s === 'OK')).toHaveLength(1);
      expect(submits.filter((s) => s === 'CONFLICT')).toHaveLength(1);
      const tasks = await server.sql(`select "Id" from tasks where "UserExamId" = ?`, id);
      expect(tasks).toHaveLength(1);
      // A grade racing a second grade: one completes it.
      const grades = await Promise.all([
        call(calls.exams.gradeUserExam, { UserExamId: id, Score: 50, Passed: true }, coach),
        call(calls.exams.gradeUserExam, { UserExamId: id, Score: 40, Passed: false }, admin),
      ]);
      expect(grades.filter((g) => g.body.status === 'OK')).toHaveLength(1);
      const [row] = await server.sql<{ Status: string }>(
        `select "Status" from user_exams where "UserExamId" = ?`,
        id,
      );
      expect(row!.Status).toBe('completed');
    }
  });

  it('two starts at once make one exam', async () => {
    const [racer] = await students('starter', 1);
    const ids = await Promise.all([started(racer!.token), started(racer!.token), started(racer!.token)]);
    expect(new Set(ids).size).toBe(1);
  });
});

describe('passing as the course’s progress criterion', () => {
  it('the part counts only when passed, and the certificate waits for it', async () => {
    expect((await lock(admin)).body.status).toBe('OK');
    const setCriterion = await call(
      calls.exams.saveExamQuestions,
      {
        CourseId: courseId,
        CoursePartId: examPartId,
        Questions: [{ Id: 'why', Kind: 'text', Text: 'Why is it bright?' }],
        ProgressByExam: true,
      },
      admin,
    );
    expect(setCriterion.body.data).toMatchObject({ ProgressByExam: true });
    expect((await unlock(admin)).body.status).toBe('OK');
    const clicked = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: courseId, CoursePartId: examPartId },
      sara,
    );
    expect(clicked.body).toMatchObject({ status: 'CONFLICT', error_code: 'EXAM_REQUIRED' });

    // Sara has watched everything else: 100 %, but no certificate before her exam is passed.
    const last = await server.call(
      calls.courses.updateVideoPlay,
      { CourseId: courseId, CoursePartId: milestoneId },
      sara,
    );
    expect(last.body).toMatchObject({ data: [{ progress_percent: 100, certificate_generated: false }] });

    const saraSocket = server.connect(sara);
    await connected(saraSocket);
    const id = await started(sara);
    await call(calls.exams.submitUserExam, { UserExamId: id, Answers: { why: 'Major thirds.' } }, sara);
    const failed = await call(calls.exams.gradeUserExam, { UserExamId: id, Score: 30, Passed: false }, coach);
    expect(examOf(failed)).toMatchObject({ Status: 'completed', Passed: false });
    const none = await server.call(calls.rewards.getMyCertificates, {}, sara);
    expect(
      (none.body.data as unknown[]).filter((c) => (c as { CourseId: number }).CourseId === courseId),
    ).toEqual([]);

    // A passed exam issues it, in the grading's unit of work.
    await server.sql(`delete from user_exams where "UserExamId" = ?`, id);
    const retry = await started(sara);
    await call(calls.exams.submitUserExam, { UserExamId: retry, Answers: { why: 'Major thirds.' } }, sara);
    const issued = nextEventWhere(saraSocket, 'certificate:issued', (e) => e.CourseId === courseId);
    const passed = await call(
      calls.exams.gradeUserExam,
      { UserExamId: retry, Score: 90, Passed: true },
      coach,
    );
    expect(examOf(passed).Passed).toBe(true);
    expect((await issued).CourseId).toBe(courseId);
    saraSocket.disconnect();
  });
});
