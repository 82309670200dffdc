// Page texts and news, pushed live when saved or published.
import fp from 'fastify-plugin';
import { registerContentCalls } from './content.calls';
import { createContentRepo } from './content.repo';
import { createContentService } from './content.service';

export const contentPlugin = fp(
  async (app) => {
    const { database, work, registry, config } = app.tonic;
    registerContentCalls(
      registry,
      createContentService({ repo: createContentRepo(database.read), work, site: config.site }),
    );
  },
  { name: 'content', dependencies: ['core'] },
);
