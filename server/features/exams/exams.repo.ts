// Exams: a part's questions and users' exams. Every state change is one conditional UPDATE
// (WHERE Status = the state it leaves), so concurrent steps can never skip or repeat a state.
import { and, eq } from 'drizzle-orm';
import type { ExamStatus } from '../../../shared/exams';
import { type Db, first, type Tx } from '../../db/database';
import { courseParts, courses, userExams, users } from '../../db/tables';

export type UserExamRecord = typeof userExams.$inferSelect;
type ExamValues = Partial<Omit<typeof userExams.$inferInsert, 'UserExamId' | 'Status'>>;

export function createExamsRepo(db: Db) {
  return {
    async part(partId: number, q: Db = db) {
      return first(
        await q
          .select({
            Id: courseParts.Id,
            CourseId: courseParts.CourseId,
            Name: courseParts.Name,
            PostType: courseParts.PostType,
            Exam: courseParts.Exam,
            ProgressCriteria: courseParts.ProgressCriteria,
          })
          .from(courseParts)
          .where(eq(courseParts.Id, partId)),
      );
    },

    async setQuestions(
      tx: Tx,
      partId: number,
      values: { Exam: string | null; ProgressCriteria?: string },
      now: string,
    ): Promise<void> {
      await tx
        .update(courseParts)
        .set({ ...values, UpdatedAt: now })
        .where(eq(courseParts.Id, partId));
    },

    async find(id: number, q: Db = db): Promise<UserExamRecord | undefined> {
      return first(await q.select().from(userExams).where(eq(userExams.UserExamId, id)));
    },

    async findFor(userId: number, partId: number, q: Db = db): Promise<UserExamRecord | undefined> {
      return first(
        await q
          .select()
          .from(userExams)
          .where(and(eq(userExams.UserId, userId), eq(userExams.CoursePartId, partId))),
      );
    },

    /**
     * Starts a user's exam: a new row in progress, or a not-started row moved on. The unique
     * (UserId, CoursePartId) index makes two starts at once one exam. Answers whether this call
     * started it.
     */
    async start(tx: Tx, exam: { userId: number; courseId: number; partId: number; now: string }) {
      const inserted = await tx
        .insert(userExams)
        .values({
          UserId: exam.userId,
          CourseId: exam.courseId,
          CoursePartId: exam.partId,
          Status: 'in_progress',
          UpdatedAt: exam.now,
        })
        .onConflictDoNothing()
        .returning({ Id: userExams.UserExamId });
      if (inserted.length > 0) return true;
      const moved = await tx
        .update(userExams)
        .set({ Status: 'in_progress', UpdatedAt: exam.now })
        .where(
          and(
            eq(userExams.UserId, exam.userId),
            eq(userExams.CoursePartId, exam.partId),
            eq(userExams.Status, 'not_started'),
          ),
        )
        .returning({ Id: userExams.UserExamId });
      return moved.length > 0;
    },

    /** One step of the state machine: only from `from`; undefined when the exam was not in it. */
    async step(
      tx: Tx,
      id: number,
      from: ExamStatus,
      to: ExamStatus,
      values: ExamValues,
    ): Promise<UserExamRecord | undefined> {
      return first(
        await tx
          .update(userExams)
          .set({ ...values, Status: to })
          .where(and(eq(userExams.UserExamId, id), eq(userExams.Status, from)))
          .returning(),
      );
    },

    async names(exam: UserExamRecord, q: Db = db) {
      const row = first(
        await q
          .select({
            FirstName: users.FirstName,
            LastName: users.LastName,
            CourseName: courses.Name,
            PartName: courseParts.Name,
          })
          .from(userExams)
          .innerJoin(users, eq(users.Id, userExams.UserId))
          .innerJoin(courses, eq(courses.Id, userExams.CourseId))
          .innerJoin(courseParts, eq(courseParts.Id, userExams.CoursePartId))
          .where(eq(userExams.UserExamId, exam.UserExamId)),
      );
      return {
        StudentName: row ? `${row.FirstName} ${row.LastName}`.trim() : '',
        CourseName: row?.CourseName ?? '',
        PartName: row?.PartName ?? '',
      };
    },
  };
}

export type ExamsRepo = ReturnType<typeof createExamsRepo>;
