// Ear training's SQL: item memories and rounds. Write methods take the unit of work's transaction.
// A round is answered once: markAnswered() sets AnsweredAt only where it is still null, so of any
// number of saves at once exactly one gets the row back (PostgreSQL: the second waits for the
// first's row lock, then finds it set; SQLite: writers take turns).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import type { EarItem } from '../../../shared/earTraining';
import { type Db, first, type Tx } from '../../db/database';
import { earAnswers, earItemStates, earRounds } from '../../db/tables';
import type { Answer, ItemMemory } from './memory';
import type { AnswerRecord } from './trend';

export type RoundRecord = typeof earRounds.$inferSelect;

/** The FSRS numbers kept as JSON in the Memory column. */
interface StoredCard {
  s: number;
  d: number;
  phase: number;
  steps: number;
  days: number;
}

type StateRow = typeof earItemStates.$inferSelect;

const MINUTES_A_DAY = 24 * 60;

function toMemory(row: StateRow): ItemMemory {
  const card = JSON.parse(row.Memory) as StoredCard;
  const phase = [State.New, State.Learning, State.Review, State.Relearning].find((p) => p === card.phase);
  return {
    Item: row.Item as EarItem,
    Stability: card.s,
    Difficulty: card.d,
    Phase: phase ?? State.Review,
    LearningSteps: card.steps,
    ScheduledDays: card.days,
    Due: row.Due,
    LastReview: row.LastReview,
    Reps: row.Reps,
    Lapses: row.Lapses,
  };
}

function toRow(userId: number, m: ItemMemory): StateRow {
  const card: StoredCard = {
    s: m.Stability,
    d: m.Difficulty,
    phase: m.Phase,
    steps: m.LearningSteps,
    days: m.ScheduledDays,
  };
  return {
    UserId: userId,
    Item: m.Item,
    Memory: JSON.stringify(card),
    Due: m.Due,
    LastReview: m.LastReview,
    Reps: m.Reps,
    Lapses: m.Lapses,
  };
}

export function createEarTrainingRepo(db: Db) {
  return {
    /** The learner's memories of these items (all of theirs when `items` is absent). */
    async memories(
      userId: number,
      items?: readonly EarItem[],
      q: Db = db,
    ): Promise<Map<EarItem, ItemMemory>> {
      const where =
        items === undefined
          ? eq(earItemStates.UserId, userId)
          : and(eq(earItemStates.UserId, userId), inArray(earItemStates.Item, [...items]));
      const rows = await q.select().from(earItemStates).where(where);
      return new Map(rows.map((r) => [r.Item as EarItem, toMemory(r)]));
    },

    async saveMemories(tx: Tx, userId: number, memories: readonly ItemMemory[]): Promise<void> {
      for (const m of memories) {
        const row = toRow(userId, m);
        const { UserId: _u, Item: _i, ...changes } = row;
        await tx
          .insert(earItemStates)
          .values(row)
          .onConflictDoUpdate({ target: [earItemStates.UserId, earItemStates.Item], set: changes });
      }
    },

    async insertRound(
      tx: Tx,
      values: {
        UserId: number;
        Exercise: string;
        Items: readonly EarItem[];
        WeakSpots: boolean;
        DrawnAt: string;
      },
    ): Promise<RoundRecord> {
      const [row] = await tx
        .insert(earRounds)
        .values({ ...values, Items: JSON.stringify(values.Items) })
        .returning();
      if (!row) throw new Error('round not stored');
      return row;
    },

    /** The learner's round (none: missing, or another learner's). */
    async round(userId: number, roundId: number, q: Db = db): Promise<RoundRecord | undefined> {
      return first(
        await q
          .select()
          .from(earRounds)
          .where(and(eq(earRounds.Id, roundId), eq(earRounds.UserId, userId))),
      );
    },

    /** The round's answers, each with the stability it left (the history the trend reads). */
    async insertAnswers(
      tx: Tx,
      values: { UserId: number; RoundId: number; AnsweredAt: string },
      answers: readonly { answer: Answer; memory: ItemMemory }[],
    ): Promise<void> {
      if (answers.length === 0) return;
      await tx.insert(earAnswers).values(
        answers.map(({ answer, memory }) => ({
          ...values,
          Item: answer.Item,
          Correct: answer.Correct,
          Ms: answer.Ms,
          StabilityMinutes: Math.round(memory.Stability * MINUTES_A_DAY),
        })),
      );
    },

    /** The learner's answers to these items, in the order answered. */
    async history(userId: number, items: readonly EarItem[], q: Db = db): Promise<AnswerRecord[]> {
      const rows = await q
        .select({
          Item: earAnswers.Item,
          Correct: earAnswers.Correct,
          AnsweredAt: earAnswers.AnsweredAt,
          StabilityMinutes: earAnswers.StabilityMinutes,
        })
        .from(earAnswers)
        .where(and(eq(earAnswers.UserId, userId), inArray(earAnswers.Item, [...items])))
        .orderBy(asc(earAnswers.AnsweredAt), asc(earAnswers.Id));
      return rows.map((r) => ({
        Item: r.Item as EarItem,
        Correct: r.Correct,
        At: Date.parse(r.AnsweredAt),
        Stability: r.StabilityMinutes / MINUTES_A_DAY,
      }));
    },

    /** Marks the round answered; false when it already was (another save won). */
    async markAnswered(tx: Tx, userId: number, roundId: number, now: string): Promise<boolean> {
      const rows = await tx
        .update(earRounds)
        .set({ AnsweredAt: now })
        .where(and(eq(earRounds.Id, roundId), eq(earRounds.UserId, userId), isNull(earRounds.AnsweredAt)))
        .returning({ Id: earRounds.Id });
      return rows.length > 0;
    },
  };
}

export type EarTrainingRepo = ReturnType<typeof createEarTrainingRepo>;

export function itemsOfRound(round: RoundRecord): EarItem[] {
  return JSON.parse(round.Items) as EarItem[];
}
