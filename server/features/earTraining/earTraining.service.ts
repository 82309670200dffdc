// Ear training that adapts: rounds drawn from the learner's memory of each item (roundChoice.ts),
// answers that update it (memory.ts) and pay XP through the rewards feature's one award path, in
// the answer's unit of work; ear:states reaches the learner's other devices after the commit.
import { randomInt } from 'node:crypto';
import type { EarPrompt } from '../../../shared/calls/earTraining';
import { EAR_ITEMS, EAR_ROUND_MAX_XP, type EarExercise, type EarItem } from '../../../shared/earTraining';
import type { EarItemState } from '../../../shared/entities';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { RewardsService } from '../rewards/rewards.service';
import { type EarTrainingRepo, itemsOfRound } from './earTraining.repo';
import { type Answer, afterAnswer, presentState } from './memory';
import { promptFor } from './prompts';
import { chooseRound } from './roundChoice';
import { type TrendWeek, trendOf } from './trend';

export interface EarTrainingDeps {
  repo: EarTrainingRepo;
  work: RunWork;
  rewards: Pick<RewardsService, 'award' | 'account' | 'roundFinished'>;
  clock: () => number;
  /** The learner's time zone: the habit loop's (theirs, else the school's). */
  zoneOf: (userId: number) => Promise<string>;
}

/** Roots of prompts: any note of the range, unpredictably (nothing depends on repeating them). */
const random = () => randomInt(1 << 30) / (1 << 30);

export function createEarTrainingService(deps: EarTrainingDeps) {
  const { repo, work } = deps;

  return {
    async nextRound(
      user: Pick<AuthedUser, 'Id'>,
      input: { Exercise: EarExercise; WeakSpots: boolean },
    ): Promise<{ RoundId: number; Items: { Item: EarItem; Prompt: EarPrompt }[] }> {
      return work(async (w) => {
        const memories = await repo.memories(user.Id, EAR_ITEMS[input.Exercise], w.tx);
        const items = chooseRound({
          exercise: input.Exercise,
          memories,
          nowMs: w.nowMs,
          weakSpots: input.WeakSpots,
        });
        if (items.length === 0)
          throw new AppError('NOT_AVAILABLE', {
            field: 'WeakSpots',
            message: 'There are no weak spots yet: answer a round first.',
          });
        const round = await repo.insertRound(w.tx, {
          UserId: user.Id,
          Exercise: input.Exercise,
          Items: items,
          WeakSpots: input.WeakSpots,
          DrawnAt: w.now,
        });
        return { RoundId: round.Id, Items: items.map((Item) => ({ Item, Prompt: promptFor(Item, random) })) };
      });
    },

    /**
     * Answers a round once. Everything is decided inside one unit of work, so a refusal writes
     * nothing: the round must be the caller's, unanswered, and answered item for item.
     */
    async saveAnswers(
      user: Pick<AuthedUser, 'Id'>,
      input: { RoundId: number; Answers: Answer[] },
    ): Promise<{ Xp: number; ItemStates: EarItemState[] }> {
      return work(async (w) => {
        // A learner's saves take turns: each reads the item states the one before wrote.
        await w.lockRow('users', user.Id);
        const round = await repo.round(user.Id, input.RoundId, w.tx);
        if (!round) throw new AppError('NOT_FOUND', { field: 'RoundId' });
        if (round.AnsweredAt !== null) throw new AppError('EAR_ROUND_ANSWERED', { field: 'RoundId' });
        const items = itemsOfRound(round);
        if (!matches(items, input.Answers))
          throw new AppError('VALIDATION_FAILED', {
            field: 'Answers',
            message: 'The answers must be one for each item of the round.',
          });
        if (!(await repo.markAnswered(w.tx, user.Id, round.Id, w.now)))
          throw new AppError('EAR_ROUND_ANSWERED', { field: 'RoundId' });

        const memories = await repo.memories(user.Id, items, w.tx);
        const answered = input.Answers.map((answer) => ({
          answer,
          memory: afterAnswer(memories.get(answer.Item), answer, w.nowMs),
        }));
        const updated = answered.map((a) => a.memory);
        await repo.saveMemories(w.tx, user.Id, updated);
        await repo.insertAnswers(w.tx, { UserId: user.Id, RoundId: round.Id, AnsweredAt: w.now }, answered);

        const right = input.Answers.filter((a) => a.Correct).length;
        const amount = Math.min(right, EAR_ROUND_MAX_XP);
        let Xp = 0;
        const account = await deps.rewards.account(w, user.Id);
        if (account && account.CollectXp !== 0 && amount > 0) {
          const paid = await deps.rewards.award(w, user.Id, {
            reason: 'ear_training',
            key: `ear-round:${round.Id}`,
            amount,
            courseId: null,
            partId: null,
            day: true,
          });
          if (paid.awarded) Xp = amount;
        } else await deps.rewards.roundFinished(w, user.Id);

        const ItemStates = updated.map((m) => presentState(m.Item, m, w.nowMs));
        w.log(
          newEvent({
            type: 'ear:states',
            actorId: user.Id,
            about: { userId: user.Id },
            payload: { Exercise: round.Exercise as EarExercise, ItemStates },
          }),
        );
        return { Xp, ItemStates };
      });
    },

    /** Every item of the exercise, in the order a new learner meets them. */
    async itemStates(user: Pick<AuthedUser, 'Id'>, exercise: EarExercise): Promise<EarItemState[]> {
      const memories = await repo.memories(user.Id, EAR_ITEMS[exercise]);
      const nowMs = deps.clock();
      return EAR_ITEMS[exercise].map((item) => presentState(item, memories.get(item), nowMs));
    },

    /** Answers, right answers and mastered items per local week, the current week last. */
    async trend(
      user: Pick<AuthedUser, 'Id'>,
      input: { Exercise: EarExercise; Weeks: number },
    ): Promise<TrendWeek[]> {
      const [history, zone] = await Promise.all([
        repo.history(user.Id, EAR_ITEMS[input.Exercise]),
        deps.zoneOf(user.Id),
      ]);
      return trendOf(history, { nowMs: deps.clock(), zone, weeks: input.Weeks });
    },
  };
}

export type EarTrainingService = ReturnType<typeof createEarTrainingService>;

/** One answer for each item of the round, none twice, none else. */
function matches(items: readonly EarItem[], answers: readonly Answer[]): boolean {
  if (answers.length !== items.length) return false;
  const answered = new Set(answers.map((a) => a.Item));
  return answered.size === items.length && items.every((i) => answered.has(i));
}
