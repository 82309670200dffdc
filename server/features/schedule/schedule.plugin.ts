// The coaching schedule: slots on /adminschedule, bookings on /book-a-coaching-session, the
// calendar file their mails carry.
import fp from 'fastify-plugin';
import { BOOKED_ATTACHMENT, CANCELLED_ATTACHMENT, calendarFile } from './calendarFile';
import { registerScheduleCalls } from './schedule.calls';
import { createScheduleRepo } from './schedule.repo';
import { createScheduleService, type ScheduleService } from './schedule.service';

declare module 'fastify' {
  interface FastifyInstance {
    schedule: ScheduleService;
  }
}

export const schedulePlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock, outbox } = app.tonic;
    const schedule = createScheduleService({
      repo: createScheduleRepo(database.read),
      work,
      clock,
      outbox,
      tasks: app.tasks,
      publicUrl: config.publicUrl,
      notifications: app.notifications,
    });
    const host = new URL(config.publicUrl).hostname;
    outbox.attachments.register(BOOKED_ATTACHMENT, async (id) =>
      calendarFile(await schedule.calendarOf(id), false, host),
    );
    outbox.attachments.register(CANCELLED_ATTACHMENT, async (id) =>
      calendarFile(await schedule.calendarOf(id), true, host),
    );
    app.decorate('schedule', schedule);
    registerScheduleCalls(registry, schedule);
  },
  { name: 'schedule', dependencies: ['core', 'tasks', 'notifications'] },
);
