// When a message was written, as the lists show it (SPEC §9): the time on the same day,
// "Yesterday," and the time the day before, elapsed days up to a week, the date after that.
// Calendar days in the viewer's time zone, not 24-hour spans.
import dayjs from 'dayjs';

/** Beyond this many days the date is shown instead of the elapsed days. */
export const DAYS_BEFORE_DATE = 7;

export type MessageDate =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday'; time: string }
  | { kind: 'days'; days: number }
  | { kind: 'date'; date: Date };

export function describeMessageDate(created: string | Date, now: Date | number = Date.now()): MessageDate {
  const at = dayjs(created);
  const days = dayjs(now).startOf('day').diff(at.startOf('day'), 'day');
  const time = at.format('HH:mm');
  // A clock slightly behind the server's makes "now" earlier than the message: still today.
  if (days <= 0) return { kind: 'today', time };
  if (days === 1) return { kind: 'yesterday', time };
  if (days <= DAYS_BEFORE_DATE) return { kind: 'days', days };
  return { kind: 'date', date: at.toDate() };
}

type Translate = (
  key: 'messages.yesterdayAt' | 'messages.daysAgo',
  options: Record<string, unknown>,
) => string;

/** The label for a message date in the UI language. */
export function formatMessageDate(
  created: string | Date,
  t: Translate,
  language: string,
  now: Date | number = Date.now(),
): string {
  const described = describeMessageDate(created, now);
  switch (described.kind) {
    case 'today':
      return described.time;
    case 'yesterday':
      return t('messages.yesterdayAt', { time: described.time });
    case 'days':
      return t('messages.daysAgo', { count: described.days });
    case 'date':
      return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(
        described.date,
      );
  }
}
