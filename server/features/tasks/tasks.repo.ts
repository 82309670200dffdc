// Creating tasks for the staff work queue, each with its task:changed event to the staff room.
import { rooms } from '../../../shared/realtime';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { writeTx } from '../../db/tx';
import { appendEvents, newEvent } from '../../events/eventLog.repo';

export type NewTask = Omit<typeof tasks.$inferInsert, 'Id' | 'CreatedAt'>;

export function createTasksRepo(db: Db) {
  return {
    create(values: NewTask, actorId: number | null, now: string) {
      return writeTx(db, (tx) => {
        const task = tx
          .insert(tasks)
          .values({ ...values, CreatedAt: now })
          .returning()
          .get();
        const event = newEvent({
          type: 'task:changed',
          actorId,
          rooms: [rooms.staff],
          payload: { task: { ...task } },
        });
        return { task, events: appendEvents(tx, [event], now) };
      });
    },
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
