// GET /files/<folder>/<name>: uploaded files served like static files (byte ranges for video
// seeking, ETag and Last-Modified for revalidation, long caching: names are random and never
// reused) and inert (nosniff, a sandboxing CSP, downloads for documents).
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { uploadFolder } from '../../../shared/uploads';
import { AppError } from '../../calls/appError';
import { sendFailure } from '../../calls/envelope';

const SERVED_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp|gif|mp4|webm|pdf|mp3|zip)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
};
/** Served as downloads, never shown inline. */
const DOWNLOAD_ONLY = new Set(['pdf', 'zip']);
const YEAR_MS = 365 * 24 * 3_600_000;

export function registerFileServing(app: FastifyInstance, filesDir: string): void {
  app.get<{ Params: { folder: string; name: string } }>('/files/:folder/:name', async (request, reply) => {
    const folder = uploadFolder(request.params.folder);
    const { name } = request.params;
    if (!folder || !SERVED_NAME.test(name)) return sendFailure(reply, request, new AppError('NOT_FOUND'));
    const ext = path.extname(name).slice(1);
    const sent = await send(request.raw, `/${folder}${name}`, {
      root: filesDir,
      contentType: false,
      dotfiles: 'deny',
      index: false,
      maxAge: YEAR_MS,
      immutable: true,
    });
    const { statusCode, headers, stream } = sent;
    if (sent.type === 'error' && statusCode >= 500) {
      // Not a missing file: permissions or a failing disk, the operator's to see.
      request.log.error({ err: sent.metadata.error, folder }, 'stored file not readable');
      return sendFailure(reply, request, new AppError('INTERNAL'));
    }
    if (sent.type !== 'file' && statusCode !== 416)
      return sendFailure(reply, request, new AppError('NOT_FOUND'));
    if (DOWNLOAD_ONLY.has(ext)) reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply
      .code(statusCode)
      .headers(headers)
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
}
