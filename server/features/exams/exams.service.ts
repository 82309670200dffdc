// Exams on school (PostType 3) and exam (5) parts (SPEC §3, §4): staff define the questions; a
// student starts, saves and submits, and the choice questions are scored on submit; the course's
// coach (or an admin) grades, confirming or adjusting that score. Each step is one unit of work
// whose conditional UPDATE decides, so no state is skipped however steps race. A submit opens the
// review task for the course's coach in the same unit of work; every step tells the student's
// room (exam:changed), so their open part follows.
import type { UserExam } from '../../../shared/calls/exams';
import {
  answersFit,
  autoScore,
  DEFAULT_PROGRESS_CRITERIA,
  EXAM_PROGRESS_CRITERIA,
  EXAM_STEP_FROM,
  EXAM_STEP_TO,
  type ExamAnswers,
  type ExamQuestion,
  type ExamStep,
  examAnswersSchema,
  examEditable,
  examQuestionsSchema,
  holdsExam,
  isExamPart,
} from '../../../shared/exams';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { isAdmin, isStaff } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { OwnersRepo } from '../../scope/owners.repo';
import { aboutPersonInScope } from '../../scope/reach';
import { taskOwners } from '../../scope/subjects';
import type { CoursesService } from '../courses/courses.service';
import type { LocksService } from '../editing/locks.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { TasksService } from '../tasks/tasks.service';
import type { ExamsRepo, UserExamRecord } from './exams.repo';

export function parseQuestions(json: string | null): ExamQuestion[] {
  if (json === null) return [];
  const parsed = examQuestionsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

function parseAnswers(json: string): ExamAnswers {
  const parsed = examAnswersSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

export function presentExam(e: UserExamRecord): UserExam {
  return {
    UserExamId: e.UserExamId,
    UserId: e.UserId,
    CourseId: e.CourseId,
    CoursePartId: e.CoursePartId,
    Status: e.Status,
    UserCanEdit: examEditable(e.Status),
    Answers: parseAnswers(e.Answers),
    AutoScore: e.AutoRight !== null && e.AutoOf !== null ? { Right: e.AutoRight, Of: e.AutoOf } : null,
    Score: e.Score,
    Passed: e.Passed,
    Feedback: e.Feedback,
    SubmittedAt: e.SubmittedAt,
    GradedAt: e.GradedAt,
  };
}

export interface ExamsDeps {
  repo: ExamsRepo;
  work: RunWork;
  courses: CoursesService;
  tasks: TasksService;
  /** Saving questions is editing the course: only for the holder of its edit lock. */
  locks: Pick<LocksService, 'assertHolds'>;
  owners: OwnersRepo;
  notifications: Pick<NotificationsService, 'notify'>;
}

function notFound() {
  return new AppError('NOT_FOUND', { field: 'UserExamId' });
}

function moved() {
  return new AppError('EXAM_STATE_CHANGED', { field: 'UserExamId' });
}

async function logChanged(deps: ExamsDeps, w: Work, actorId: number, e: UserExamRecord): Promise<void> {
  const owners = await taskOwners(deps.owners, w.tx, e);
  w.log(
    newEvent({
      type: 'exam:changed',
      actorId,
      about: { userId: e.UserId, owners },
      payload: {
        UserExamId: e.UserExamId,
        UserId: e.UserId,
        CourseId: e.CourseId,
        CoursePartId: e.CoursePartId,
        Status: e.Status,
      },
    }),
  );
}

/** The part's questions, when the user may open the part and it holds an exam. */
async function questionsOf(
  deps: ExamsDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
): Promise<ExamQuestion[]> {
  return (await examPart(deps, user, courseId, partId)).questions;
}

/** The part's exam, for a learner who may open the part, or for its course's staff (`managed`). */
async function examPart(
  deps: ExamsDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
  managed = false,
) {
  if (managed) await deps.courses.assertManagedPart(user, courseId, partId);
  else await deps.courses.assertPart(user, courseId, partId);
  const part = await deps.repo.part(partId);
  return {
    questions: parseQuestions(part?.Exam ?? null),
    progressByExam: part?.ProgressCriteria === EXAM_PROGRESS_CRITERIA,
  };
}

/** The student's own exam, still open to them (their course access is asked again). */
async function ownExam(
  deps: ExamsDeps,
  user: AuthedUser,
  id: number,
): Promise<{ exam: UserExamRecord; questions: ExamQuestion[] }> {
  const exam = await deps.repo.find(id);
  if (!exam || exam.UserId !== user.Id) throw notFound();
  return { exam, questions: await questionsOf(deps, user, exam.CourseId, exam.CoursePartId) };
}

function checkAnswers(questions: ExamQuestion[], answers: ExamAnswers): void {
  const wrong = answersFit(questions, answers);
  if (wrong !== null) throw new AppError('EXAM_ANSWER_INVALID', { field: `Answers.${wrong}` });
}

/**
 * Grading, of an exam the grader reaches (readable), is for the course's coaches and admins;
 * another course's coach is refused.
 */
async function mayGrade(deps: ExamsDeps, user: AuthedUser, exam: UserExamRecord): Promise<boolean> {
  return isAdmin(user) || (await deps.courses.isCoach(user.Id, exam.CourseId));
}

/**
 * The student's own exam, or one staff reach (the scope policy: the student's or the course's
 * company, the school's staff every one); any other is answered like a missing exam.
 */
async function readable(deps: ExamsDeps, user: AuthedUser, id: number): Promise<UserExamRecord> {
  const exam = await deps.repo.find(id);
  if (exam?.UserId === user.Id) return exam;
  if (!exam || !isStaff(user) || !(await aboutPersonInScope(deps.owners, user, exam))) throw notFound();
  return exam;
}

async function step(
  deps: ExamsDeps,
  w: Work,
  user: AuthedUser,
  id: number,
  name: ExamStep,
  values: Parameters<ExamsRepo['step']>[4],
) {
  const after = await deps.repo.step(w.tx, id, EXAM_STEP_FROM[name], EXAM_STEP_TO[name], {
    ...values,
    UpdatedAt: w.now,
  });
  if (!after) throw moved();
  if (name !== 'save') await logChanged(deps, w, user.Id, after);
  return after;
}

async function get(deps: ExamsDeps, user: AuthedUser, id: number, payloadUserId?: number): Promise<UserExam> {
  if (payloadUserId !== undefined && payloadUserId !== user.Id && !isStaff(user))
    throw new AppError('FORBIDDEN', { field: 'UserId' });
  return presentExam(await readable(deps, user, id));
}

async function forPart(deps: ExamsDeps, user: AuthedUser, courseId: number, partId: number) {
  const { questions, progressByExam } = await examPart(deps, user, courseId, partId);
  const exam = await deps.repo.findFor(user.Id, partId);
  return {
    Questions: questions.map(({ Correct: _hidden, ...q }) => q),
    ProgressByExam: progressByExam,
    Exam: exam ? presentExam(exam) : null,
  };
}

/** The questions with their right answers, for the course's editors (staff who may open the part). */
async function questionsForEditing(deps: ExamsDeps, user: AuthedUser, courseId: number, partId: number) {
  const { questions, progressByExam } = await examPart(deps, user, courseId, partId, true);
  return { Questions: questions, ProgressByExam: progressByExam };
}

async function saveQuestions(
  deps: ExamsDeps,
  user: AuthedUser,
  courseId: number,
  partId: number,
  questions: ExamQuestion[],
  progressByExam: boolean | undefined,
) {
  await deps.courses.assertManagedPart(user, courseId, partId);
  const part = await deps.repo.part(partId);
  if (!part) throw new AppError('NO_COURSE_ACCESS', { field: 'CourseId' });
  if (!holdsExam(part.PostType)) throw new AppError('EXAM_PART_TYPE', { field: 'CoursePartId' });
  return deps.work(async (w) => {
    await deps.locks.assertHolds(w, user, courseId, partId);
    const values: { Exam: string | null; ProgressCriteria?: string } = {
      Exam: questions.length > 0 ? JSON.stringify(questions) : null,
    };
    // An exam part counts by its exam whatever the form says (it has no watched mark).
    if (isExamPart(part.PostType)) values.ProgressCriteria = EXAM_PROGRESS_CRITERIA;
    else if (progressByExam !== undefined)
      values.ProgressCriteria = progressByExam ? EXAM_PROGRESS_CRITERIA : DEFAULT_PROGRESS_CRITERIA;
    await deps.repo.setQuestions(w.tx, partId, values, w.now);
    w.log(
      newEvent({
        type: 'course:changed',
        actorId: user.Id,
        about: { courseId, owner: null, staffLists: false },
        payload: { CourseId: courseId, CoursePartId: partId },
      }),
    );
    const after = await deps.repo.part(partId, w.tx);
    return { Questions: questions, ProgressByExam: after?.ProgressCriteria === EXAM_PROGRESS_CRITERIA };
  });
}

async function start(deps: ExamsDeps, user: AuthedUser, courseId: number, partId: number): Promise<UserExam> {
  const questions = await questionsOf(deps, user, courseId, partId);
  if (questions.length === 0) throw new AppError('EXAM_NONE', { field: 'CoursePartId' });
  return deps.work(async (w) => {
    const started = await deps.repo.start(w.tx, { userId: user.Id, courseId, partId, now: w.now });
    const exam = (await deps.repo.findFor(user.Id, partId, w.tx))!;
    if (started) await logChanged(deps, w, user.Id, exam);
    return presentExam(exam);
  });
}

async function save(deps: ExamsDeps, user: AuthedUser, id: number, answers: ExamAnswers): Promise<UserExam> {
  const { questions } = await ownExam(deps, user, id);
  checkAnswers(questions, answers);
  return deps.work(async (w) =>
    presentExam(await step(deps, w, user, id, 'save', { Answers: JSON.stringify(answers) })),
  );
}

async function submit(
  deps: ExamsDeps,
  user: AuthedUser,
  id: number,
  answers: ExamAnswers | undefined,
): Promise<UserExam> {
  const { exam, questions } = await ownExam(deps, user, id);
  if (answers) checkAnswers(questions, answers);
  const [coach] = await deps.courses.coaches(user, exam.CourseId);
  const names = await deps.repo.names(exam);
  const auto = autoScore(questions, answers ?? parseAnswers(exam.Answers));
  return deps.work(async (w) => {
    const values = answers ? { Answers: JSON.stringify(answers) } : {};
    const after = await step(deps, w, user, id, 'submit', {
      ...values,
      AutoRight: auto?.Right ?? null,
      AutoOf: auto?.Of ?? null,
      SubmittedAt: w.now,
    });
    await deps.tasks.open(
      w,
      {
        TaskType: TASK_TYPE.examReview,
        Description: `${names.PartName} (${names.CourseName})`,
        Note: '',
        TaskOwner: coach?.UserId ?? UNASSIGNED_OWNER,
        UserId: user.Id,
        CourseId: exam.CourseId,
        CoursePartId: exam.CoursePartId,
        UserExamId: exam.UserExamId,
        EventStartDate: null,
      },
      user.Id,
    );
    return presentExam(after);
  });
}

async function review(deps: ExamsDeps, user: AuthedUser, id: number) {
  const exam = await readable(deps, user, id);
  const part = await deps.repo.part(exam.CoursePartId);
  return {
    Exam: presentExam(exam),
    Questions: parseQuestions(part?.Exam ?? null),
    ...(await deps.repo.names(exam)),
    MayGrade: await mayGrade(deps, user, exam),
  };
}

async function grade(
  deps: ExamsDeps,
  user: AuthedUser,
  id: number,
  grade: { Score: number; Passed: boolean; Feedback: string },
): Promise<UserExam> {
  const exam = await readable(deps, user, id);
  if (!(await mayGrade(deps, user, exam))) throw new AppError('EXAM_NOT_GRADER', { field: 'UserExamId' });
  return deps.work(async (w) => {
    const after = await step(deps, w, user, id, 'grade', {
      Score: grade.Score,
      Passed: grade.Passed,
      Feedback: grade.Feedback,
      GradedAt: w.now,
      GradedByUserId: user.Id,
    });
    await deps.tasks.completeForExam(w, id, user.Id);
    if (grade.Passed) await deps.courses.passedExam(w, after.UserId, after.CourseId, after.CoursePartId);
    await deps.notifications.notify(w, {
      userId: after.UserId,
      type: 'grade',
      actorId: user.Id,
      payload: {
        UserExamId: after.UserExamId,
        CourseId: after.CourseId,
        CoursePartId: after.CoursePartId,
        Score: grade.Score,
        Passed: grade.Passed,
      },
    });
    return presentExam(after);
  });
}

export function createExamsService(deps: ExamsDeps) {
  /** A step with this service's dependencies. */
  const bound =
    <A extends unknown[], R>(step: (d: ExamsDeps, ...args: A) => R) =>
    (...args: A): R =>
      step(deps, ...args);
  return {
    get: bound(get),

    forPart: bound(forPart),

    questionsForEditing: bound(questionsForEditing),

    saveQuestions: bound(saveQuestions),

    start: bound(start),

    save: bound(save),

    submit: bound(submit),

    review: bound(review),

    grade: bound(grade),
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
