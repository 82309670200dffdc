// The staff work queue: the SQL.
import type { Tx } from '../../db/database';
import { tasks } from '../../db/tables';

export type TaskRecord = typeof tasks.$inferSelect;
export type NewTask = Omit<typeof tasks.$inferInsert, 'Id'>;

export function createTasksRepo() {
  return {
    async insert(tx: Tx, values: NewTask): Promise<TaskRecord> {
      const [task] = await tx.insert(tasks).values(values).returning();
      if (!task) throw new Error('task not stored');
      return task;
    },
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
