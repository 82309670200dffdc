import * as calls from '../../../shared/calls/tasks';
import type { CallRegistry } from '../../calls/registry';
import type { TasksService } from './tasks.service';

export function registerTasksCalls(registry: CallRegistry, tasks: TasksService): void {
  registry.add(calls.getTasks, async (input, ctx) =>
    tasks.list(
      ctx.user,
      {
        condition: input.Condition,
        trash: input.isTrash,
        courseId: input.CourseId,
        taskType: input.TaskType,
      },
      input.page,
      input.limit,
    ),
  );
  registry.add(calls.getTask, async (input, ctx) => ({ data: await tasks.get(ctx.user, input.Id) }));
  registry.add(calls.createTask, async (input, ctx) => ({ data: await tasks.create(ctx.user, input.Task) }));
  registry.add(calls.updateTask, async (input, ctx) => ({
    data: await tasks.update(ctx.user, input.Task, input.EventStartDate),
  }));
}
