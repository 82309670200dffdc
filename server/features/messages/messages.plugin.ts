// Messaging (SPEC §4, §5): calls, presence watches and typing; the tech-support request that
// becomes a staff task lives beside it.
import fp from 'fastify-plugin';
import { registerSupportCalls } from '../support/support.calls';
import { createSupportService } from '../support/support.service';
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
    const { database, work, registry, config, mailer } = app.tonic;
    const { courses, realtime } = app;
    const messages = createMessagesService({
      repo: createMessagesRepo(database.read),
      work,
      presence: realtime.presence,
      mailer,
      publicUrl: config.publicUrl,
      canOpenCourse: (user, courseId) => courses.canOpen(user, courseId),
      onMailError: (error) => app.log.error({ err: error }, 'message mail not sent'),
    });
    app.decorate('messages', messages);
    registerMessagesCalls(registry, messages, config.messageRate);
    registerMessagingRealtime(realtime.sockets, messages, realtime.presence);
    registerSupportCalls(registry, createSupportService(app.tasks, work));
  },
  { name: 'messages', dependencies: ['core', 'courses', 'realtime', 'tasks'] },
);
