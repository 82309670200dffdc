// Courses for students: who may open what, parts, progress. Other features ask the service
// whether a user may open a course; the XP feature adds what progress earns (onProgress).
import fp from 'fastify-plugin';
import { registerCoursesCalls } from './courses.calls';
import { createCoursesRepo } from './courses.repo';
import { type CoursesService, createCoursesService } from './courses.service';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesService;
  }
}

export const coursesPlugin = fp(
  async (app) => {
    const { database, work, registry, config, clock } = app.tonic;
    const courses = createCoursesService({
      repo: createCoursesRepo(database.read),
      work,
      site: config.site,
      clock,
      owners: app.tonic.owners,
    });
    app.decorate('courses', courses);
    registerCoursesCalls(registry, courses);
  },
  { name: 'courses', dependencies: ['core'] },
);
