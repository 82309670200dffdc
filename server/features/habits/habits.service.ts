// The habit loop (docs/decisions.md "Habits"): a day counts when the learner finishes a part or an
// ear-training round, in the learner's zone; XP toward the day's goal; settings; and the reminder
// a learner gets at their usual hour when the day is not done. Every write takes the learner's
// user row lock first, so a lesson and a reminder decided at the same moment take turns: the
// reminder that comes second sees the day done, the lesson that comes second withdraws the mail.
import type { Habit } from '../../../shared/entities';
import { DEFAULT_REMINDER_HOUR, USUAL_HOUR_DAYS } from '../../../shared/habits';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/database';
import type { RunWork, Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { Outbox } from '../../mail/outbox';
import { mailLocale } from '../../mail/templates/render';
import type { HabitEventSink } from './habitEvents';
import type { HabitChanges, HabitRecord, HabitsRepo } from './habits.repo';
import {
  dayNumber,
  dayOfNumber,
  instantAt,
  localDay,
  localTime,
  medianHour,
  recordActivity,
  type StreakState,
  viewStreak,
} from './streak';

/** A learner away longer than this (local days since the last activity) gets no more reminders. */
export const REMINDERS_STOP_AFTER_DAYS = 14;

export interface HabitSchool {
  timeZone: string;
  reminders: boolean;
}

export interface HabitsDeps {
  repo: HabitsRepo;
  work: RunWork;
  clock: () => number;
  outbox: Pick<Outbox, 'queue'>;
  /** The school's habit settings (default zone, the reminders switch), as `q` sees them. */
  school: (q?: Db) => Promise<HabitSchool>;
  events: HabitEventSink;
  /** The school's name in mails, and where the links lead. */
  schoolName: () => Promise<string>;
  publicUrl: string;
}

/** What a learner just did, as the rewards feature reports it inside its unit of work. */
export interface Learning {
  /** XP awarded (toward the day's goal). */
  xp: number;
  /** A finished part or ear-training round: the day counts. */
  day: boolean;
}

const DEFAULT_ROW = {
  TimeZone: null,
  DailyGoalXp: 20,
  ReminderHour: null,
  Reminders: true,
  Streak: 0,
  LongestStreak: 0,
  Freezes: 0,
  LastActiveAt: null,
  DayCount: 0,
  WinBack: null,
  XpDay: null,
  TodayXp: 0,
} satisfies Partial<HabitRecord>;

type HabitRow = Pick<HabitRecord, keyof typeof DEFAULT_ROW>;

function stateOf(row: HabitRow): StreakState {
  return {
    streak: row.Streak,
    longest: row.LongestStreak,
    freezes: row.Freezes,
    lastActiveAt: row.LastActiveAt === null ? null : Date.parse(row.LastActiveAt),
    dayCount: row.DayCount,
    winBack: row.WinBack,
  };
}

function columnsOf(state: StreakState): HabitChanges {
  return {
    Streak: state.streak,
    LongestStreak: state.longest,
    Freezes: state.freezes,
    LastActiveAt: state.lastActiveAt === null ? null : new Date(state.lastActiveAt).toISOString(),
    DayCount: state.dayCount,
    WinBack: state.winBack,
  };
}

export function presentHabit(row: HabitRow, nowMs: number, schoolZone: string): Habit {
  const zone = row.TimeZone ?? schoolZone;
  const view = viewStreak(stateOf(row), nowMs, zone);
  return {
    Streak: view.streak,
    LongestStreak: view.longest,
    FreezesHeld: view.freezes,
    TodayDone: view.todayDone,
    TodayXp: row.XpDay === localDay(nowMs, zone) ? row.TodayXp : 0,
    DailyGoalXp: row.DailyGoalXp,
    ReminderHour: row.ReminderHour,
    TimeZone: zone,
    Reminders: row.Reminders,
    WinBack: view.winBack,
  };
}

/** The reminder's local hour: the chosen one, else the median of the last 14 active days, else 19. */
async function reminderHour(deps: HabitsDeps, w: Work, row: HabitRecord): Promise<number> {
  if (row.ReminderHour !== null) return row.ReminderHour;
  const hours = await deps.repo.recentHours(row.UserId, USUAL_HOUR_DAYS, w.tx);
  return hours.length < USUAL_HOUR_DAYS
    ? DEFAULT_REMINDER_HOUR
    : (medianHour(hours) ?? DEFAULT_REMINDER_HOUR);
}

/**
 * When the next reminder is due: today at the hour if today is neither done nor reminded and the
 * hour is still ahead, else the next day's; none when reminders are off or the learner has been
 * away too long (or never started).
 */
async function nextReminder(
  deps: HabitsDeps,
  w: Work,
  row: HabitRecord,
  zone: string,
): Promise<string | null> {
  if (!row.Reminders || row.LastActiveAt === null) return null;
  const today = dayNumber(localDay(w.nowMs, zone));
  const lastDay = dayNumber(localDay(Date.parse(row.LastActiveAt), zone));
  const hour = await reminderHour(deps, w, row);
  const todayOpen = lastDay < today && row.ReminderDay !== dayOfNumber(today);
  const todayAt = instantAt(dayOfNumber(today), hour, zone);
  const day = todayOpen && todayAt > w.nowMs ? today : today + 1;
  if (day - lastDay > REMINDERS_STOP_AFTER_DAYS) return null;
  return new Date(day === today ? todayAt : instantAt(dayOfNumber(day), hour, zone)).toISOString();
}

/** Writes the changes, plans the next reminder and tells the learner's devices. */
async function saveAndPush(
  deps: HabitsDeps,
  w: Work,
  row: HabitRecord,
  changes: HabitChanges,
  school: HabitSchool,
): Promise<Habit> {
  const next = { ...row, ...changes };
  const zone = next.TimeZone ?? school.timeZone;
  const NextReminderAt = await nextReminder(deps, w, next, zone);
  await deps.repo.update(w.tx, row.UserId, { ...changes, NextReminderAt });
  const habit = presentHabit(next, w.nowMs, school.timeZone);
  w.log(
    newEvent({ type: 'habit:changed', actorId: row.UserId, about: { userId: row.UserId }, payload: habit }),
  );
  return habit;
}

/**
 * Inside the unit of work of a finished part, an ear-training round or an XP award: counts the
 * day and the XP, withdraws the day's reminder if it has not gone out, and pushes habit:changed.
 */
async function learned(deps: HabitsDeps, w: Work, userId: number, what: Learning): Promise<void> {
  if (!what.day && what.xp <= 0) return;
  await w.lockRow('users', userId);
  // The row before the school's zone: a change of that zone waits for this unit's write, or this
  // unit for it (schoolZoneChanged), so today is never decided from a zone changed meanwhile.
  const row = await deps.repo.ensure(w.tx, userId);
  const school = await deps.school(w.tx);
  const zone = row.TimeZone ?? school.timeZone;
  const today = localDay(w.nowMs, zone);
  const changes: HabitChanges = {};
  if (what.day) {
    const recorded = recordActivity(stateOf(row), w.nowMs, zone);
    Object.assign(changes, columnsOf(recorded.state));
    if (recorded.newDay) {
      const reminder =
        row.ReminderDay === today ? await deps.repo.withdrawMail(w.tx, row.ReminderMailId) : 'none';
      await deps.repo.countDay(w.tx, {
        UserId: userId,
        Day: today,
        FirstAt: w.now,
        Hour: localTime(w.nowMs, zone).hour,
        Reminder: reminder,
      });
      const { streak } = recorded.state;
      const kind = recorded.broken ? 'broken' : recorded.frozen > 0 ? 'frozen' : 'extended';
      await deps.events(w, { type: 'streak', userId, kind, streak, frozen: recorded.frozen });
    }
    if (recorded.wonBack)
      await deps.events(w, {
        type: 'streak',
        userId,
        kind: 'won-back',
        streak: recorded.state.streak,
        frozen: 0,
      });
  }
  if (what.xp > 0) {
    const before = row.XpDay === today ? row.TodayXp : 0;
    const reached = row.XpDay === today && row.GoalReached;
    const TodayXp = before + what.xp;
    const nowReached = TodayXp >= row.DailyGoalXp;
    Object.assign(changes, { XpDay: today, TodayXp, GoalReached: reached || nowReached });
    if (nowReached && !reached)
      await deps.events(w, { type: 'goal', userId, goalXp: row.DailyGoalXp, todayXp: TodayXp });
  }
  await saveAndPush(deps, w, row, changes, school);
}

async function habitOf(deps: HabitsDeps, user: Pick<AuthedUser, 'Id'>): Promise<Habit> {
  const [row, school] = await Promise.all([deps.repo.find(user.Id), deps.school()]);
  return presentHabit({ ...DEFAULT_ROW, ...row }, deps.clock(), school.timeZone);
}

export interface HabitSettings {
  DailyGoalXp?: number | undefined;
  ReminderHour?: number | null | undefined;
  TimeZone?: string | undefined;
  Reminders?: boolean | undefined;
}

async function saveSettings(
  deps: HabitsDeps,
  user: Pick<AuthedUser, 'Id'>,
  input: HabitSettings,
): Promise<Habit> {
  return deps.work(async (w) => {
    await w.lockRow('users', user.Id);
    // The row before the school's zone, as in learned.
    const row = await deps.repo.ensure(w.tx, user.Id);
    const school = await deps.school(w.tx);
    const changes: HabitChanges = {};
    if (input.DailyGoalXp !== undefined) {
      changes.DailyGoalXp = input.DailyGoalXp;
      // A goal raised past today's XP may be reached, and announced, again today.
      const todayXp = row.XpDay === localDay(w.nowMs, row.TimeZone ?? school.timeZone) ? row.TodayXp : 0;
      changes.GoalReached = todayXp >= input.DailyGoalXp && row.GoalReached;
    }
    if (input.ReminderHour !== undefined) changes.ReminderHour = input.ReminderHour;
    if (input.TimeZone !== undefined) {
      changes.TimeZone = input.TimeZone;
      // Today's XP stays today's when the zone changes (a trip, or a device reporting its zone):
      // the day it counts for is read again in the new zone, as the streak's last day is.
      if (row.XpDay === localDay(w.nowMs, row.TimeZone ?? school.timeZone))
        changes.XpDay = localDay(w.nowMs, input.TimeZone);
    }
    if (input.Reminders !== undefined) changes.Reminders = input.Reminders;
    return saveAndPush(deps, w, row, changes, school);
  });
}

/**
 * Decides one learner's due reminder in a unit of work of its own, under their row lock: a mail
 * when reminders are on (theirs and the school's), today is the planned day and it is neither done
 * nor reminded yet; in every case the next reminder is planned again. Answers whether a mail was
 * queued.
 */
async function remindOne(deps: HabitsDeps, userId: number): Promise<boolean> {
  return deps.work(async (w) => {
    await w.lockRow('users', userId);
    const row = await deps.repo.find(userId, w.tx);
    if (!row || row.NextReminderAt === null || Date.parse(row.NextReminderAt) > w.nowMs) return false;
    const school = await deps.school(w.tx);
    const zone = row.TimeZone ?? school.timeZone;
    const today = localDay(w.nowMs, zone);
    const plannedDay = localDay(Date.parse(row.NextReminderAt), zone);
    const view = viewStreak(stateOf(row), w.nowMs, zone);
    const person = await deps.repo.recipient(userId, w.tx);
    const send =
      school.reminders &&
      row.Reminders &&
      plannedDay === today &&
      !view.todayDone &&
      row.ReminderDay !== today &&
      person !== undefined &&
      !person.Locked;
    const changes: HabitChanges = {};
    if (send && person) {
      changes.ReminderDay = today;
      changes.ReminderMailId = await deps.outbox.queue(w, person.Email, mailLocale(person.Language), {
        name: 'habit-reminder',
        firstName: person.FirstName,
        school: person.CompanyName ?? (await deps.schoolName()),
        streak: view.streak,
        link: `${deps.publicUrl}/`,
        unsubscribe: `${deps.publicUrl}/api/habits/unsubscribe/${row.UnsubscribeToken}`,
      });
    }
    const next = { ...row, ...changes };
    changes.NextReminderAt = await nextReminder(deps, w, next, zone);
    await deps.repo.update(w.tx, userId, changes);
    return send;
  });
}

/** One round: every learner whose reminder is due now. Answers how many mails were queued. */
async function remindDue(deps: HabitsDeps): Promise<number> {
  let sent = 0;
  // Each decision plans the next reminder in the future, so every batch is new; the bound only
  // keeps one round from running on without end (the next round goes on where it stopped).
  for (let batch = 0; batch < 100; batch++) {
    const due = await deps.repo.due(new Date(deps.clock()).toISOString(), 50);
    for (const userId of due) if (await remindOne(deps, userId)) sent += 1;
    if (due.length < 50) break;
  }
  return sent;
}

/** The one-click unsubscribe: reminders off for the token's learner; false for an unknown token. */
async function unsubscribe(deps: HabitsDeps, token: string): Promise<boolean> {
  const found = await deps.repo.byUnsubscribeToken(token);
  if (!found) return false;
  await deps.work(async (w) => {
    await w.lockRow('users', found.UserId);
    const school = await deps.school(w.tx);
    const row = await deps.repo.ensure(w.tx, found.UserId);
    if (row.Reminders) await saveAndPush(deps, w, row, { Reminders: false }, school);
  });
  return true;
}

/** The streaks of several learners now (a coach's list of students), by user id. */
/**
 * Inside the unit of work that changes the school's zone: today's XP of the learners on it (no
 * zone of their own) stays today's, as a learner's own change of zone keeps it. Other writes to
 * the habit rows wait meanwhile, and every writer takes its row before it reads the zone, so none
 * decides today from the old zone and writes after this.
 */
async function schoolZoneChanged(deps: HabitsDeps, w: Work, from: string, to: string): Promise<void> {
  const before = localDay(w.nowMs, from);
  const after = localDay(w.nowMs, to);
  if (before === after) return;
  await w.lockTableWrites('user_habits');
  await deps.repo.carrySchoolXpDay(w.tx, before, after);
}

async function streaksOf(deps: HabitsDeps, userIds: readonly number[]): Promise<Map<number, Habit>> {
  const [rows, school] = await Promise.all([deps.repo.streaks(userIds), deps.school()]);
  const nowMs = deps.clock();
  return new Map(rows.map((row) => [row.UserId, presentHabit(row, nowMs, school.timeZone)]));
}

export function createHabitsService(deps: HabitsDeps) {
  const bound =
    <A extends unknown[], R>(fn: (deps: HabitsDeps, ...args: A) => R) =>
    (...args: A) =>
      fn(deps, ...args);
  return {
    learned: bound(learned),
    habitOf: bound(habitOf),
    saveSettings: bound(saveSettings),
    schoolZoneChanged: bound(schoolZoneChanged),
    remindOne: bound(remindOne),
    remindDue: bound(remindDue),
    unsubscribe: bound(unsubscribe),
    streaksOf: bound(streaksOf),
  };
}

export type HabitsService = ReturnType<typeof createHabitsService>;
