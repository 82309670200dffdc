// The trend over weeks as the chart and its table show it (pure): the server's weeks in, one row
// per week out with its accuracy (null for a week without answers, so the line skips it rather
// than dropping to 0) and a short label; the current week is the last.
import type { getTrend } from '../../../shared/calls/earTraining';
import { EAR_ITEMS, type EarExercise } from '../../../shared/earTraining';
import type { CallReply } from '../../api/contract';

export type TrendWeek = CallReply<typeof getTrend>['data'][number];

export interface TrendRow extends TrendWeek {
  /** The week's Monday, short (e.g. "2 Nov"). */
  label: string;
  /** Right answers in percent, whole; null: no answers that week. */
  Accuracy: number | null;
}

export function trendRows(weeks: readonly TrendWeek[], locale: string): TrendRow[] {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return weeks.map((week) => ({
    ...week,
    label: format.format(new Date(`${week.Week}T00:00:00Z`)),
    Accuracy: week.Answers > 0 ? Math.round((week.Correct / week.Answers) * 100) : null,
  }));
}

/** The current week's figures for the sentence above the chart. */
export function thisWeek(
  rows: readonly TrendRow[],
  exercise: EarExercise,
): { answers: number; percent: number | null; mastered: number; total: number } {
  const last = rows.at(-1);
  return {
    answers: last?.Answers ?? 0,
    percent: last?.Accuracy ?? null,
    mastered: last?.Mastered ?? 0,
    total: EAR_ITEMS[exercise].length,
  };
}
