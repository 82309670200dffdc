// The habit moments a learner is told of (a streak kept, frozen, won back or broken; the day's
// goal reached), all through this one function, inside the unit of work that caused them, so a
// person's feed can take them from here. Until then each is a log line after the commit; the
// learner's devices see them at once through habit:changed.
import type { FastifyBaseLogger } from 'fastify';
import type { Work } from '../../db/unitOfWork';

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

export type HabitEventSink = (w: Work, event: HabitEvent) => void;

export function habitEventsTo(log: FastifyBaseLogger): HabitEventSink {
  return (w, event) => w.afterCommit(() => log.info({ habit: event }, `habit ${event.type}`));
}
