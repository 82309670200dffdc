import { describe, expect, it } from 'vitest';
import { autoScore, type ExamQuestion, suggestedScore } from './exams';

const q = (Id: string, Kind: ExamQuestion['Kind'], Correct: number[]): ExamQuestion => ({
  Id,
  Kind,
  Text: Id,
  Options: Kind === 'text' ? [] : ['a', 'b', 'c'],
  Correct,
});

describe('the automatic score of choice questions', () => {
  const questions = [
    q('one', 'single', [1]),
    q('many', 'multiple', [0, 2]),
    q('free', 'text', []),
    q('open', 'single', []),
  ];

  it('counts a choice right only when exactly its right options are chosen', () => {
    expect(autoScore(questions, { one: [1], many: [2, 0] })).toEqual({ Right: 2, Of: 2 });
    expect(autoScore(questions, { one: [1], many: [0] })).toEqual({ Right: 1, Of: 2 });
    expect(autoScore(questions, { one: [0], many: [0, 1, 2] })).toEqual({ Right: 0, Of: 2 });
    expect(autoScore(questions, {})).toEqual({ Right: 0, Of: 2 });
  });

  it('scores nothing when no question has a right answer set', () => {
    expect(autoScore([q('free', 'text', []), q('open', 'single', [])], { open: [0] })).toBeNull();
  });

  it('suggests the automatic points over every question, text questions at none', () => {
    expect(suggestedScore({ Right: 2, Of: 2 }, 2)).toBe(100);
    expect(suggestedScore({ Right: 1, Of: 2 }, 4)).toBe(25);
    expect(suggestedScore(null, 3)).toBeNull();
  });
});
