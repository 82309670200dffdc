// The trend over weeks (pure): a learner's answer history, their zone and the time in, one row per
// local week (Monday to Sunday) out. Mastered counts the items whose last answer by the week's end
// (the current week's: now) was right and whose predicted recall then is at least
// EAR_MASTERED_RECALL, from the stability that answer left: past weeks show what was mastered then,
// forgetting included. (Right after a wrong answer the curve still reads 1: hence "was right".)
import { EAR_MASTERED_RECALL, type EarItem } from '../../../shared/earTraining';
import { dayNumber, dayOfNumber, instantAt, localDay } from '../../time/localTime';
import { recallSince } from './memory';

export interface AnswerRecord {
  Item: EarItem;
  Correct: boolean;
  /** Epoch ms. */
  At: number;
  /** The item's stability after this answer, in days. */
  Stability: number;
}

export interface TrendWeek {
  Week: string;
  Answers: number;
  Correct: number;
  Mastered: number;
}

/** The local Monday (day number) of the week a day number falls in; 1970-01-01 was a Thursday. */
function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** `history` in the order answered; `weeks` ending with the current one. */
export function trendOf(
  history: readonly AnswerRecord[],
  options: { nowMs: number; zone: string; weeks: number },
): TrendWeek[] {
  const { nowMs, zone, weeks } = options;
  const thisMonday = mondayOf(dayNumber(localDay(nowMs, zone)));
  const rows: TrendWeek[] = [];
  const last = new Map<EarItem, AnswerRecord>();
  let next = 0;
  for (let index = weeks - 1; index >= 0; index -= 1) {
    const monday = thisMonday - 7 * index;
    const start = instantAt(dayOfNumber(monday), 0, zone);
    // The current week counts every answer so far and its mastery now.
    const end = index === 0 ? Number.POSITIVE_INFINITY : instantAt(dayOfNumber(monday + 7), 0, zone);
    const at = index === 0 ? nowMs : end;
    const row: TrendWeek = { Week: dayOfNumber(monday), Answers: 0, Correct: 0, Mastered: 0 };
    // Answers before the first week count only toward the items' last answers.
    for (; next < history.length; next += 1) {
      const answer = history[next] as AnswerRecord;
      if (answer.At >= end) break;
      last.set(answer.Item, answer);
      if (answer.At < start) continue;
      row.Answers += 1;
      if (answer.Correct) row.Correct += 1;
    }
    for (const answer of last.values())
      if (answer.Correct && recallSince(answer.Stability, answer.At, at) >= EAR_MASTERED_RECALL)
        row.Mastered += 1;
    rows.push(row);
  }
  return rows;
}
