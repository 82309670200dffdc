// Editing courses: every save is applied only for the holder of the edit lock.
import fp from 'fastify-plugin';
import { registerCourseAdminCalls } from './courseAdmin.calls';
import { createCourseAdminRepo } from './courseAdmin.repo';
import { createCourseAdminService } from './courseAdmin.service';

export const courseAdminPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    registerCourseAdminCalls(
      registry,
      createCourseAdminService({
        repo: createCourseAdminRepo(database.read),
        courses: app.courses,
        locks: app.locks,
        companies: app.companies,
        work,
      }),
    );
  },
  { name: 'courseAdmin', dependencies: ['core', 'courses', 'locks', 'companies'] },
);
