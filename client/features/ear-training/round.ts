// One round of an exercise: a fixed number of questions, score and streak. Pure state changes,
// so the pages only render it.
import { makeQuestion, type Question, type QuestionSettings, type Random } from './music';

export interface Answered {
  /** The note or interval the user gave, as the exercise records it. */
  given: number;
  correct: boolean;
}

export interface Round {
  total: number;
  /** 0-based number of the current question. */
  index: number;
  question: Question;
  answered: Answered | null;
  score: number;
  streak: number;
  bestStreak: number;
  finished: boolean;
}

export function startRound(settings: QuestionSettings, total: number, random: Random): Round {
  return {
    total,
    index: 0,
    question: makeQuestion(settings, random),
    answered: null,
    score: 0,
    streak: 0,
    bestStreak: 0,
    finished: false,
  };
}

/** Records the first answer to the current question; later ones do not count. */
export function answerQuestion(round: Round, given: number, correct: boolean): Round {
  if (round.answered || round.finished) return round;
  const streak = correct ? round.streak + 1 : 0;
  return {
    ...round,
    answered: { given, correct },
    score: round.score + (correct ? 1 : 0),
    streak,
    bestStreak: Math.max(round.bestStreak, streak),
  };
}

/** After an answer: the next question, or the end of the round after the last. */
export function nextQuestion(round: Round, settings: QuestionSettings, random: Random): Round {
  if (!round.answered || round.finished) return round;
  if (round.index + 1 >= round.total) return { ...round, finished: true };
  return { ...round, index: round.index + 1, question: makeQuestion(settings, random), answered: null };
}

/** An id for the XP call: a round is rewarded once. */
export function roundId(random: Random): string {
  const part = () =>
    Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0');
  return `round-${part()}${part()}`;
}
