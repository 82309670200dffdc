// The staff work queue: other features open tasks inside their own unit of work.
import fp from 'fastify-plugin';
import { createTasksRepo } from './tasks.repo';
import { createTasksService, type TasksService } from './tasks.service';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksService;
  }
}

export const tasksPlugin = fp(
  async (app) => {
    app.decorate('tasks', createTasksService(createTasksRepo()));
  },
  { name: 'tasks', dependencies: ['core'] },
);
