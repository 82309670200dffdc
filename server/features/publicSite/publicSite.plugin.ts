// The public site's calls: requests that become staff tasks, free lessons, ear-training XP and
// resources.
import fp from 'fastify-plugin';
import { registerPublicSiteCalls } from './publicSite.calls';
import { createPublicSiteRepo } from './publicSite.repo';

export const publicSitePlugin = fp(
  async (app) => {
    const { database, work, registry, config } = app.tonic;
    registerPublicSiteCalls(registry, {
      repo: createPublicSiteRepo(database.read),
      tasks: app.tasks,
      courses: app.courses,
      rewards: app.rewards,
      work,
      site: config.site,
    });
  },
  { name: 'publicSite', dependencies: ['core', 'tasks', 'courses', 'rewards'] },
);
