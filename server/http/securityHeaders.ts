// Security headers on every response (docs/reliability.md 16). The client has no inline scripts;
// Mantine writes its CSS variables into style tags, hence 'unsafe-inline' for styles only.
// Video blocks (shared/videoUrl.ts) play in YouTube's and Vimeo's embedded players and from
// https:// video files; nothing else may be framed, and media come from nowhere else.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_PLAYER_ORIGINS } from '../../shared/videoUrl';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
