// Ear training that adapts: item memories, rounds and their answers (academy).
import fp from 'fastify-plugin';
import { registerEarTrainingCalls } from './earTraining.calls';
import { createEarTrainingRepo } from './earTraining.repo';
import { createEarTrainingService, type EarTrainingService } from './earTraining.service';

declare module 'fastify' {
  interface FastifyInstance {
    earTraining: EarTrainingService;
  }
}

export const earTrainingPlugin = fp(
  async (app) => {
    const { database, work, registry, clock } = app.tonic;
    const earTraining = createEarTrainingService({
      repo: createEarTrainingRepo(database.read),
      work,
      rewards: app.rewards,
      clock,
      zoneOf: async (userId) => (await app.habits.habitOf({ Id: userId })).TimeZone,
    });
    app.decorate('earTraining', earTraining);
    registerEarTrainingCalls(registry, earTraining);
  },
  { name: 'earTraining', dependencies: ['core', 'rewards', 'habits'] },
);
