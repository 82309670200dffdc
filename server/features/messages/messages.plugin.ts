// Messaging (SPEC §4, §5): calls, presence watches and typing; the tech-support request that
// becomes a staff task is its own plugin (support.plugin.ts), registered right after.
import fp from 'fastify-plugin';
import { registerMessagesCalls } from './messages.calls';
import { registerMessagingRealtime } from './messages.realtime';
import { createMessagesRepo } from './messages.repo';
import { createMessagesService, type MessagesService } from './messages.service';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesService;
  }
}

export const messagesPlugin = fp(
  async (app) => {
    const { database, work, registry, config, outbox } = app.tonic;
    const { courses, realtime } = app;
    const messages = createMessagesService({
      repo: createMessagesRepo(database.read),
      work,
      presence: realtime.presence,
      outbox,
      publicUrl: config.publicUrl,
      canOpenCourse: (user, courseId) => courses.canOpen(user, courseId),
      owners: app.tonic.owners,
      notifications: app.notifications,
      schoolName: async () => (await app.settings.brand()).schoolName,
      streaks: async (ids) => {
        const habits = await app.habits.streaksOf(ids);
        return new Map([...habits].map(([id, habit]) => [id, habit.Streak]));
      },
    });
    app.decorate('messages', messages);
    registerMessagesCalls(registry, messages, config.messageRate);
    registerMessagingRealtime(realtime.sockets, messages, realtime.presence);
  },
  { name: 'messages', dependencies: ['core', 'settings', 'courses', 'realtime', 'notifications', 'habits'] },
);
