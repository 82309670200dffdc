// The staff work queue: other features open tasks inside their own unit of work; staff work
// them through tasks.php.
import fp from 'fastify-plugin';
import { registerTasksCalls } from './tasks.calls';
import { createTasksRepo } from './tasks.repo';
import { createTasksService, type TasksService } from './tasks.service';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksService;
  }
}

export const tasksPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    const tasks = createTasksService({
      repo: createTasksRepo(database.read),
      work,
      scopeOf: (user) => app.companies.scopeOf(user),
      owners: app.tonic.owners,
      notifications: app.notifications,
    });
    app.decorate('tasks', tasks);
    registerTasksCalls(registry, tasks);
  },
  { name: 'tasks', dependencies: ['core', 'companies', 'notifications'] },
);
