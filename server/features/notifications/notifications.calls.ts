import * as calls from '../../../shared/calls/notifications';
import type { CallRegistry } from '../../calls/registry';
import type { NotificationsService } from './notifications.service';

export function registerNotificationsCalls(
  registry: CallRegistry,
  notifications: NotificationsService,
): void {
  registry.add(calls.getNotifications, async (input, ctx) => ({
    data: await notifications.feed(ctx.user.Id, input.Before, input.Limit),
  }));
  registry.add(calls.markNotificationsRead, async (input, ctx) => ({
    data: await notifications.markRead(ctx.user.Id, input),
  }));
}
