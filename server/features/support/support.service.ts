// Tech support (SPEC §5, §9): a request becomes a task of type 9, owner -1, for staff to take.
import type { z } from 'zod';
import type { sendSupport } from '../../../shared/calls/messages';
import { isBlankHtml } from '../../../shared/messages';
import { rooms } from '../../../shared/realtime';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { writeTx } from '../../db/tx';
import type { EventBus } from '../../events/bus';
import { appendEvents, newEvent } from '../../events/eventLog.repo';
import { sanitizeUserHtml } from '../../html/sanitize';

export const SUPPORT_TASK_TYPE = 9;
export const UNASSIGNED_OWNER = -1;

export function createSupportService(db: Db, bus: EventBus) {
  return {
    send(user: AuthedUser, input: z.output<typeof sendSupport.input>): number {
      const description = sanitizeUserHtml(input.Message);
      if (isBlankHtml(description)) throw new AppError('SUPPORT_EMPTY', { field: 'Message' });
      const now = new Date().toISOString();
      const { task, events } = writeTx(db, (tx) => {
        const row = tx
          .insert(tasks)
          .values({
            TaskType: SUPPORT_TASK_TYPE,
            TaskOwner: UNASSIGNED_OWNER,
            UserId: user.Id,
            Description: description,
            Note: input.Url ?? '',
            CreatedAt: now,
          })
          .returning()
          .get();
        const event = newEvent({
          type: 'task:changed',
          actorId: user.Id,
          rooms: [rooms.staff],
          payload: { task: { ...row } },
        });
        return { task: row, events: appendEvents(tx, [event], now) };
      });
      bus.publish(events);
      return task.Id;
    },
  };
}
