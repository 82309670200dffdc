// Calendar days as the calls carry them: "YYYY-MM-DD", with no time and no time zone.

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The reader's today (their own calendar, not UTC's). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** This calendar year, from 1 January to 31 December. */
export function thisYear(now: Date = new Date()): { From: string; To: string } {
  return { From: `${now.getFullYear()}-01-01`, To: `${now.getFullYear()}-12-31` };
}

export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** A day (or a timestamp's day) in the UI language; read in UTC, so no zone moves it a day. */
export function formatDay(iso: string, locale: string): string {
  const day = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}
