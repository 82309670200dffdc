// Tech support (SPEC §5, §9): a request becomes a task of type 9, owner -1, for staff to take.
import type { z } from 'zod';
import type { sendSupport } from '../../../shared/calls/messages';
import { isBlankHtml } from '../../../shared/messages';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { EventBus } from '../../events/bus';
import { sanitizeUserHtml } from '../../html/sanitize';
import type { TasksRepo } from '../tasks/tasks.repo';

export function createSupportService(tasks: TasksRepo, bus: EventBus) {
  return {
    send(user: AuthedUser, input: z.output<typeof sendSupport.input>): number {
      const description = sanitizeUserHtml(input.Message);
      if (isBlankHtml(description)) throw new AppError('SUPPORT_EMPTY', { field: 'Message' });
      const { task, events } = tasks.create(
        {
          TaskType: TASK_TYPE.support,
          TaskOwner: UNASSIGNED_OWNER,
          UserId: user.Id,
          Description: description,
          Note: input.Url ?? '',
        },
        user.Id,
        new Date().toISOString(),
      );
      bus.publish(events);
      return task.Id;
    },
  };
}
