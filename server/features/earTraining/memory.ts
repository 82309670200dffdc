// The memory model of ear training (pure): one FSRS card per learner and item (ts-fsrs), updated by
// every answer. An answer's rating comes from whether it was right and how long it took
// (docs/decisions.md "Ear training"). The clock is passed in; nothing here reads the time.
import { type Card, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import { EAR_FAST_MS, EAR_SLOW_MS, type EarItem } from '../../../shared/earTraining';
import type { EarItemState } from '../../../shared/entities';

/** What is stored per learner and item. Reps and Lapses are ours: every answer, every wrong one. */
export interface ItemMemory {
  Item: EarItem;
  /** FSRS's state of the card: stability and difficulty, learning step and phase. */
  Stability: number;
  Difficulty: number;
  Phase: State;
  LearningSteps: number;
  ScheduledDays: number;
  Due: string;
  LastReview: string;
  Reps: number;
  Lapses: number;
}

export interface Answer {
  Item: EarItem;
  Correct: boolean;
  Ms: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// No fuzz: the same answers at the same times give the same states (tests, the simulator).
// Short-term steps keep a missed item coming back within the session (1 and 10 minutes).
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

export function ratingOf(answer: Pick<Answer, 'Correct' | 'Ms'>): Grade {
  if (!answer.Correct) return Rating.Again;
  if (answer.Ms >= EAR_SLOW_MS) return Rating.Hard;
  if (answer.Ms <= EAR_FAST_MS) return Rating.Easy;
  return Rating.Good;
}

function cardOf(memory: ItemMemory): Card {
  return {
    due: new Date(memory.Due),
    stability: memory.Stability,
    difficulty: memory.Difficulty,
    elapsed_days: 0,
    scheduled_days: memory.ScheduledDays,
    learning_steps: memory.LearningSteps,
    reps: memory.Reps,
    lapses: memory.Lapses,
    state: memory.Phase,
    last_review: new Date(memory.LastReview),
  };
}

/** The item's memory after one answer at `nowMs` (undefined: its first answer). */
export function afterAnswer(memory: ItemMemory | undefined, answer: Answer, nowMs: number): ItemMemory {
  const now = new Date(nowMs);
  const card: Card = memory
    ? cardOf(memory)
    : {
        due: now,
        stability: 0,
        difficulty: 0,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 0,
        lapses: 0,
        state: State.New,
      };
  const next = scheduler.next(card, now, ratingOf(answer)).card;
  return {
    Item: answer.Item,
    Stability: next.stability,
    Difficulty: next.difficulty,
    Phase: next.state,
    LearningSteps: next.learning_steps,
    ScheduledDays: next.scheduled_days,
    Due: next.due.toISOString(),
    LastReview: now.toISOString(),
    Reps: (memory?.Reps ?? 0) + 1,
    Lapses: (memory?.Lapses ?? 0) + (answer.Correct ? 0 : 1),
  };
}

/**
 * The predicted chance of a right answer at `nowMs`: FSRS's forgetting curve at the time since the
 * last answer, in fractional days (get_retrievability counts whole days, which would call every
 * item answered today certain). 0 for an item never answered.
 */
export function recallOf(memory: ItemMemory | undefined, nowMs: number): number {
  if (!memory) return 0;
  return recallSince(memory.Stability, Date.parse(memory.LastReview), nowMs);
}

/** The forgetting curve of a memory of this stability (days), answered last at `lastMs`. */
export function recallSince(stability: number, lastMs: number, nowMs: number): number {
  const days = Math.max(0, nowMs - lastMs) / DAY_MS;
  return scheduler.forgetting_curve(days, stability);
}

export function isDue(memory: ItemMemory, nowMs: number): boolean {
  return Date.parse(memory.Due) <= nowMs;
}

/** An item's state as the calls and the push show it. */
export function presentState(item: EarItem, memory: ItemMemory | undefined, nowMs: number): EarItemState {
  return {
    Item: item,
    Recall: Math.round(recallOf(memory, nowMs) * 1000) / 1000,
    Due: memory?.Due ?? null,
    Reps: memory?.Reps ?? 0,
    Lapses: memory?.Lapses ?? 0,
  };
}
