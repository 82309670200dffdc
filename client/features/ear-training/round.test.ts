import { describe, expect, it } from 'vitest';
import type { QuestionSettings } from './music';
import { answerQuestion, nextQuestion, roundId, startRound } from './round';

const settings: QuestionSettings = { intervals: ['P5', 'M3'], direction: 'up', playback: 'melodic' };
const random = () => 0.5;

describe('a round', () => {
  it('starts at the first question with nothing scored', () => {
    const round = startRound(settings, 3, random);
    expect(round).toMatchObject({ total: 3, index: 0, score: 0, streak: 0, answered: null, finished: false });
  });

  it('scores right answers and keeps the streak and the best streak', () => {
    let round = startRound(settings, 4, random);
    const answers = [true, true, false, true];
    for (const correct of answers) {
      round = answerQuestion(round, 64, correct);
      round = nextQuestion(round, settings, random);
    }
    expect(round).toMatchObject({ score: 3, streak: 1, bestStreak: 2, finished: true, index: 3 });
  });

  it('counts only the first answer to a question', () => {
    let round = startRound(settings, 2, random);
    round = answerQuestion(round, 60, false);
    round = answerQuestion(round, 64, true);
    expect(round).toMatchObject({ score: 0, streak: 0, answered: { given: 60, correct: false } });
  });

  it('does not move on before an answer', () => {
    const round = startRound(settings, 2, random);
    expect(nextQuestion(round, settings, random)).toBe(round);
  });

  it('ends after the last question and then stays ended', () => {
    let round = startRound(settings, 1, random);
    round = nextQuestion(answerQuestion(round, 1, true), settings, random);
    expect(round.finished).toBe(true);
    expect(answerQuestion(round, 1, true)).toBe(round);
  });

  it('makes round ids the server accepts', () => {
    expect(roundId(random)).toMatch(/^[\w-]{8,64}$/);
    expect(roundId(() => 0.1)).not.toBe(roundId(() => 0.2));
  });
});
