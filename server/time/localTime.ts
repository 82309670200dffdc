// Local calendar time in an IANA zone (pure): the day and hour of an instant, days as numbers for
// differences, and the first instant of a local hour. The habit loop's days and ear training's
// weeks both count in the learner's zone with these.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

export interface LocalTime {
  day: string;
  hour: number;
  minute: number;
}

/** en-US's "MM/DD/YYYY, HH:mm", whatever separates the numbers. */
const WRITTEN = /^(\d{2})\D+(\d{2})\D+(\d+)\D+(\d{2})\D+(\d{2})$/;

export function localTime(ms: number, zone: string): LocalTime {
  const format = formatIn(zone);
  // The text, read back: about a quarter of formatToParts' cost, which allocates an object per
  // part (a learner's day is asked for on every activity, and the habit simulations ask it a great many times).
  const written = WRITTEN.exec(format.format(ms));
  if (written) {
    const [, month, day, year, hour, minute] = written;
    return { day: `${year}-${month}-${day}`, hour: Number(hour) % 24, minute: Number(minute) };
  }
  // Another ICU's layout: the parts, slower but exact.
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The local calendar day (YYYY-MM-DD) of an instant in a zone. */
export function localDay(ms: number, zone: string): string {
  return localTime(ms, zone).day;
}

/** Days since 1970-01-01 of a calendar day, for differences between days. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

export function dayOfNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first instant of a local day at which the local hour is at least `hour` (a wall-clock hour
 * the spring switch skips becomes the next one that exists).
 */
export function instantAt(day: string, hour: number, zone: string): number {
  const pad = (n: number) => String(n).padStart(2, '0');
  const target = Date.parse(`${day}T${pad(hour)}:00:00Z`);
  // Start from the wall time read as UTC and step by the zone's offset until it holds.
  let guess = target;
  for (let i = 0; i < 4; i++) {
    const local = localTime(guess, zone);
    const seen = Date.parse(`${local.day}T${pad(local.hour)}:${pad(local.minute)}:00Z`);
    if (seen === target) return guess;
    guess += target - seen;
  }
  return hour < 23 ? instantAt(day, hour + 1, zone) : instantAt(dayOfNumber(dayNumber(day) + 1), 0, zone);
}
