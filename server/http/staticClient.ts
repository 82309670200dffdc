// Serves the built client: precompressed assets, long caching for hashed files, and the SPA
// fallback for client routes. Unknown server paths (/api, /healthz, /readyz, /credentials, /.well-known)
// answer a JSON 404 in the envelope: a switched-off metrics endpoint is not found, not the
// client's page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../calls/appError';
import { sendFailure } from '../calls/envelope';

export async function registerStaticClient(app: FastifyInstance, staticDir: string | null): Promise<void> {
  const hasClient = staticDir !== null && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const serverPath = /^\/(api|healthz|readyz|credentials|\.well-known)(\/|$)/.test(url);
    if (serverPath || request.method !== 'GET' || !hasClient) {
      return sendFailure(reply.code(404), request, new AppError('NOT_FOUND'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
