// The notification feed: other features tell a person through `app.notifications.notify(w, ...)`
// inside their own unit of work; the person reads and marks through notifications.php.
import fp from 'fastify-plugin';
import { registerNotificationsCalls } from './notifications.calls';
import { createNotificationsRepo } from './notifications.repo';
import { createNotificationsService, type NotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

export const notificationsPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const notifications = createNotificationsService({ repo: createNotificationsRepo(database.read), work });
    app.decorate('notifications', notifications);
    registerNotificationsCalls(registry, notifications);
  },
  { name: 'notifications', dependencies: ['core'] },
);
