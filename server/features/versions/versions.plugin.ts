// Versions: the release history, and version:available once per new build.
import fp from 'fastify-plugin';
import { announceBuild, registerVersionCalls } from './versions';

export const versionsPlugin = fp(
  async (app) => {
    const { work, registry, config } = app.tonic;
    registerVersionCalls(registry, config.staticDir);
    await announceBuild(work, config.staticDir);
  },
  { name: 'versions', dependencies: ['core'] },
);
