// Surveys and their answers: the SQL. Write methods take the unit of work's transaction.
import { and, count, desc, eq } from 'drizzle-orm';
import type { SurveyStatus } from '../../../shared/surveys';
import { type Db, first, type Tx } from '../../db/database';
import { surveyAnswers, surveys, users } from '../../db/tables';

export type SurveyRecord = typeof surveys.$inferSelect;
export type SurveyAnswerRecord = typeof surveyAnswers.$inferSelect;

export interface SurveyValues {
  Title: string;
  Description: string;
  Status: SurveyStatus;
  /** The questions as JSON (shared/surveys.ts). */
  Questions: string;
}

export function createSurveysRepo(db: Db) {
  return {
    async list(): Promise<(SurveyRecord & { Respondents: number })[]> {
      const rows = await db.select().from(surveys).orderBy(desc(surveys.Id));
      const counts = await db
        .select({ SurveyId: surveyAnswers.SurveyId, n: count() })
        .from(surveyAnswers)
        .groupBy(surveyAnswers.SurveyId);
      const bySurvey = new Map(counts.map((c) => [c.SurveyId, Number(c.n)]));
      return rows.map((r) => ({ ...r, Respondents: bySurvey.get(r.Id) ?? 0 }));
    },

    async find(id: number, q: Db = db): Promise<SurveyRecord | undefined> {
      return first(await q.select().from(surveys).where(eq(surveys.Id, id)));
    },

    async respondents(id: number, q: Db = db): Promise<number> {
      const [row] = await q.select({ n: count() }).from(surveyAnswers).where(eq(surveyAnswers.SurveyId, id));
      return Number(row?.n ?? 0);
    },

    async insert(tx: Tx, values: SurveyValues, by: number, now: string): Promise<SurveyRecord> {
      const [row] = await tx
        .insert(surveys)
        .values({ ...values, CreatedBy: by, CreatedAt: now, UpdatedAt: now })
        .returning();
      if (!row) throw new Error('survey not stored');
      return row;
    },

    async update(tx: Tx, id: number, values: SurveyValues, now: string): Promise<SurveyRecord | undefined> {
      return first(
        await tx
          .update(surveys)
          .set({ ...values, UpdatedAt: now })
          .where(eq(surveys.Id, id))
          .returning(),
      );
    },

    async remove(tx: Tx, id: number): Promise<boolean> {
      const gone = await tx.delete(surveys).where(eq(surveys.Id, id)).returning({ Id: surveys.Id });
      return gone.length > 0;
    },

    async answerOf(surveyId: number, userId: number, q: Db = db): Promise<SurveyAnswerRecord | undefined> {
      return first(
        await q
          .select()
          .from(surveyAnswers)
          .where(and(eq(surveyAnswers.SurveyId, surveyId), eq(surveyAnswers.UserId, userId))),
      );
    },

    /** One answer per user: the primary key decides, a second answer replaces the first. */
    async saveAnswer(tx: Tx, surveyId: number, userId: number, answers: string, now: string): Promise<void> {
      await tx
        .insert(surveyAnswers)
        .values({ SurveyId: surveyId, UserId: userId, Answers: answers, CreatedAt: now, UpdatedAt: now })
        .onConflictDoUpdate({
          target: [surveyAnswers.SurveyId, surveyAnswers.UserId],
          set: { Answers: answers, UpdatedAt: now },
        });
    },

    /** Every answer of a survey with who gave it, newest first. */
    async answers(surveyId: number): Promise<(SurveyAnswerRecord & { Username: string | null })[]> {
      return db
        .select({
          SurveyId: surveyAnswers.SurveyId,
          UserId: surveyAnswers.UserId,
          Answers: surveyAnswers.Answers,
          CreatedAt: surveyAnswers.CreatedAt,
          UpdatedAt: surveyAnswers.UpdatedAt,
          Username: users.Username,
        })
        .from(surveyAnswers)
        .leftJoin(users, eq(users.Id, surveyAnswers.UserId))
        .where(eq(surveyAnswers.SurveyId, surveyId))
        .orderBy(desc(surveyAnswers.UpdatedAt), desc(surveyAnswers.UserId));
    },
  };
}

export type SurveysRepo = ReturnType<typeof createSurveysRepo>;
