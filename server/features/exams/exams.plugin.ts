// Exams on school parts: questions, a user's exam through its states, and grading by the
// course's coaches, with the review task in the work queue.
import fp from 'fastify-plugin';
import { registerExamsCalls } from './exams.calls';
import { createExamsRepo } from './exams.repo';
import { createExamsService, type ExamsService } from './exams.service';

declare module 'fastify' {
  interface FastifyInstance {
    exams: ExamsService;
  }
}

export const examsPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const exams = createExamsService({
      repo: createExamsRepo(database.read),
      work,
      courses: app.courses,
      tasks: app.tasks,
      locks: app.locks,
      owners: app.tonic.owners,
      notifications: app.notifications,
    });
    app.decorate('exams', exams);
    registerExamsCalls(registry, exams);
  },
  { name: 'exams', dependencies: ['core', 'courses', 'tasks', 'rewards', 'editing', 'notifications'] },
);
