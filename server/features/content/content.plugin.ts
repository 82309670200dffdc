// Page texts and news, pushed live when saved or published.
import fp from 'fastify-plugin';
import { registerContentCalls } from './content.calls';
import { createContentRepo } from './content.repo';
import { type ContentService, createContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export const contentPlugin = fp(
  async (app) => {
    const { database, work, registry, config } = app.tonic;
    const content = createContentService({ repo: createContentRepo(database.read), work, site: config.site });
    app.decorate('content', content);
    registerContentCalls(registry, content);
  },
  { name: 'content', dependencies: ['core'] },
);
