// The trend's rows: accuracy per week, none for a week without answers, and this week's figures.
import { describe, expect, it } from 'vitest';
import { thisWeek, trendRows } from './trend';

describe('the trend over weeks', () => {
  const weeks = [
    { Week: '2026-10-26', Answers: 20, Correct: 15, Mastered: 4 },
    { Week: '2026-11-02', Answers: 0, Correct: 0, Mastered: 3 },
    { Week: '2026-11-09', Answers: 3, Correct: 2, Mastered: 6 },
  ];

  it('gives each week a label and its accuracy, and none to a week without answers', () => {
    const rows = trendRows(weeks, 'en-GB');
    expect(rows.map((r) => [r.label, r.Accuracy, r.Mastered])).toEqual([
      ['26 Oct', 75, 4],
      ['2 Nov', null, 3],
      ['9 Nov', 67, 6],
    ]);
    expect(trendRows(weeks, 'sv-SE')[1]?.label).toBe('2 nov.');
  });

  it('says this week’s figures out of the exercise’s items', () => {
    expect(thisWeek(trendRows(weeks, 'en-GB'), 'intervals')).toEqual({
      answers: 3,
      percent: 67,
      mastered: 6,
      total: 36,
    });
    expect(thisWeek(trendRows(weeks.slice(0, 2), 'en-GB'), 'chords')).toEqual({
      answers: 0,
      percent: null,
      mastered: 3,
      total: 4,
    });
    expect(thisWeek([], 'chords')).toMatchObject({ answers: 0, percent: null, mastered: 0 });
  });
});
