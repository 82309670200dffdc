// Surveys: the admin's builder and live results, and each signed-in user's one answer.
import fp from 'fastify-plugin';
import { registerSurveyCalls } from './surveys.calls';
import { createSurveysRepo } from './surveys.repo';
import { createSurveysService } from './surveys.service';

export const surveysPlugin = fp(
  async (app) => {
    const { database, work, registry } = app.tonic;
    registerSurveyCalls(
      registry,
      createSurveysService({ repo: createSurveysRepo(database.read), work }),
      (user) => app.companies.assertSchoolStaff(user),
    );
  },
  { name: 'surveys', dependencies: ['core', 'companies'] },
);
