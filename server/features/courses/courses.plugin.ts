// Courses for students: who may open what, parts, progress. Other features ask the service
// whether a user may open a course; the XP feature adds what progress earns (onProgress).
import fp from 'fastify-plugin';
import { requiredHook } from '../../requiredHook';
import { registerCoursesCalls } from './courses.calls';
import { createCoursesRepo } from './courses.repo';
import { type CoursesService, createCoursesService, type ProgressHook } from './courses.service';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesService;
  }
}

export const coursesPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock } = app.tonic;
    const progress = requiredHook<ProgressHook>(app, { name: 'courses.onProgress', providedBy: 'rewards' });
    const courses = createCoursesService({
      repo: createCoursesRepo(database.read),
      work,
      site: config.site,
      clock,
      owners: app.tonic.owners,
      progress,
    });
    app.decorate('courses', courses);
    registerCoursesCalls(registry, courses);
  },
  // Provided by rewards (onProgress), checked at start.
  { name: 'courses', dependencies: ['core'] },
);
