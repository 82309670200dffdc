// Serves the built client: precompressed assets, long caching for hashed files, and the SPA
// fallback for client routes. The page's title is the school's name from the first paint (a
// school's people never see the product's name in their tab). Unknown server paths (/api, /healthz, /readyz, /credentials, /.well-known)
// answer a JSON 404 in the envelope: a switched-off metrics endpoint is not found, not the
// client's page. The page also names the latest published news (`<html data-latest-news="ID">`,
// the same for every visitor), so the client can hold the news banner's place from its first paint.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../calls/appError';
import { sendFailure } from '../calls/envelope';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function registerStaticClient(
  app: FastifyInstance,
  staticDir: string | null,
  /** The page's title as the school's branding says now. */
  title: () => Promise<string>,
  /** The newest published news item's id, or null when there is none. */
  latestNewsId: () => Promise<number | null>,
): Promise<void> {
  const hasClient = staticDir !== null && fs.existsSync(path.join(staticDir, 'index.html'));
  // The build does not change under a running server: read the page once.
  const page = hasClient ? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8') : '';
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      // The page itself always goes through the fallback below, which writes its title.
      allowedPath: (pathName) => !/^\/index\.html/.test(pathName),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const serverPath = /^\/(api|healthz|readyz|credentials|\.well-known)(\/|$)/.test(url);
    if (serverPath || request.method !== 'GET' || !hasClient) {
      return sendFailure(reply.code(404), request, new AppError('NOT_FOUND'));
    }
    const [name, newsId] = await Promise.all([title(), latestNewsId()]);
    const named = page
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`)
      .replace(/<html\b/, newsId === null ? '<html' : `<html data-latest-news="${newsId}"`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(named);
  });
}
