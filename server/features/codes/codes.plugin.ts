// Registration codes: staff make them, signed-in people redeem them for their courses.
import fp from 'fastify-plugin';
import { registerCodesCalls } from './codes.calls';
import { createCodesRepo } from './codes.repo';
import { createCodesService } from './codes.service';

export const codesPlugin = fp(
  async (app) => {
    const { database, work, registry, clock } = app.tonic;
    registerCodesCalls(
      registry,
      createCodesService({ repo: createCodesRepo(database.read), work, courses: app.courses, clock }),
    );
  },
  { name: 'codes', dependencies: ['core', 'courses'] },
);
