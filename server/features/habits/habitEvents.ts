// The habit moments a learner is told of (a streak frozen, won back or broken; the day's goal
// reached), all through this one function, inside the unit of work that caused them, so the
// notification commits with the change and is pushed once after it. A day kept is not told: the
// streak ring on every open device shows it at once (habit:changed), and a daily line in the feed
// would bury the rest.
import type { Work } from '../../db/unitOfWork';
import type { NotificationsService } from '../notifications/notifications.service';

export type HabitEvent =
  | {
      type: 'streak';
      userId: number;
      kind: 'extended' | 'frozen' | 'won-back' | 'broken';
      streak: number;
      /** Freezes spent on the days missed (kind frozen). */
      frozen: number;
    }
  | { type: 'goal'; userId: number; goalXp: number; todayXp: number };

export type HabitEventSink = (w: Work, event: HabitEvent) => Promise<void>;

const CHANGE = { frozen: 'freeze_used', 'won-back': 'won_back', broken: 'broken' } as const;

export function habitEventsTo(
  feed: Pick<NotificationsService, 'notifyStreak' | 'notifyGoal'>,
): HabitEventSink {
  return async (w, event) => {
    if (event.type === 'goal') {
      await feed.notifyGoal(w, event.userId, { GoalXp: event.goalXp, TodayXp: event.todayXp });
      return;
    }
    if (event.kind === 'extended') return;
    await feed.notifyStreak(w, event.userId, { Streak: event.streak, Change: CHANGE[event.kind] });
  };
}
