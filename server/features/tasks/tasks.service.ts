// Tasks for the staff work queue: support requests, contact forms and coaching requests open
// one inside the unit of work of the action that causes it, with task:changed to the staff room.
import { rooms } from '../../../shared/realtime';
import type { Work } from '../../db/unitOfWork';
import { newEvent } from '../../events/eventLog.repo';
import type { NewTask, TaskRecord, TasksRepo } from './tasks.repo';

export function createTasksService(repo: TasksRepo) {
  return {
    async open(w: Work, values: Omit<NewTask, 'CreatedAt'>, actorId: number | null): Promise<TaskRecord> {
      const task = await repo.insert(w.tx, { ...values, CreatedAt: w.now });
      w.log(
        newEvent({ type: 'task:changed', actorId, rooms: [rooms.staff], payload: { task: { ...task } } }),
      );
      return task;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
