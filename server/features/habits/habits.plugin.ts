// The habit loop: streaks, the daily goal and reminders (docs/decisions.md "Habits"). It hears
// what learners do through the rewards feature's onLearning hook, inside the same unit of work,
// and runs the reminder rounds on every node (a learner's row lock makes each decision once).
import fp from 'fastify-plugin';
import { createRoundWorker } from '../../ops/roundWorker';
import { habitEventsTo } from './habitEvents';
import { registerHabitsCalls, registerUnsubscribe } from './habits.calls';
import { createHabitsRepo } from './habits.repo';
import { createHabitsService, type HabitsService } from './habits.service';

declare module 'fastify' {
  interface FastifyInstance {
    habits: HabitsService;
  }
}

export const habitsPlugin = fp(
  async (app) => {
    const { database, work, registry, clock, outbox, config } = app.tonic;
    const habits = createHabitsService({
      repo: createHabitsRepo(database.read),
      work,
      clock,
      outbox,
      school: async (q) => {
        const current = await app.settings.current(q);
        return { timeZone: current.habitTimeZone, reminders: current.habitReminders };
      },
      events: habitEventsTo(app.notifications),
      schoolName: async () => (await app.settings.brand()).schoolName,
      publicUrl: config.publicUrl,
    });
    app.decorate('habits', habits);
    app.rewards.onLearning((w, userId, what) => habits.learned(w, userId, what));
    app.settings.onSchoolZone((w, from, to) => habits.schoolZoneChanged(w, from, to));
    registerHabitsCalls(registry, habits);
    registerUnsubscribe(app, habits);

    // The reminder rounds: one at a time on a node, every habitReminderPollMs; 0 runs none here
    // (tests that decide reminders themselves). A round stops after its bound, and the next goes
    // on where it stopped.
    const reminders = createRoundWorker({
      pollMs: config.habitReminderPollMs,
      round: async () => {
        await habits.remindDue();
        return false;
      },
      onError: (error) => app.log.error({ err: error }, 'reminder round failed'),
    });
    app.addHook('onReady', async () => {
      if (config.habitReminderPollMs > 0) reminders.start();
    });
    app.addHook('preClose', () => reminders.stop());
  },
  { name: 'habits', dependencies: ['core', 'settings', 'rewards', 'notifications'] },
);
