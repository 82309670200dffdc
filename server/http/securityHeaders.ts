// Security headers on every response (docs/reliability.md 16). The client has no inline scripts;
// Mantine writes its CSS variables into style tags, hence 'unsafe-inline' for styles only.
// Video blocks (shared/videoUrl.ts) play in YouTube's and Vimeo's embedded players and from
// https:// video files; nothing else may be framed, and media come from nowhere else.
// The headers depend on no request, so helmet works them out once, at start-up, and each
// response only copies them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_PLAYER_ORIGINS } from '../../shared/videoUrl';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      frameSrc: [...VIDEO_PLAYER_ORIGINS],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for these options, collected from one run of its middleware. */
export function securityHeaderSet(options: HelmetOptions = OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaderSet();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
