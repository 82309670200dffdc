// /api/ajaxUpload.php (SPEC §7): a file and a folder in, newFilename out. Folders are fixed, the
// type comes from the bytes (never the name or the Content-Type), the size is checked before
// anything is written, names are random, and files are served inert (nosniff, sandbox CSP).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_FOLDERS, type UploadFolder, uploadFolder, uploadUrl } from '../../../shared/uploads';
import { passesAccess } from '../../../shared/users';
import { AppError } from '../../calls/appError';
import { type Authenticator, bearerToken, sendFailure } from '../../calls/dispatcher';
import { isBusyError } from '../../db/engineErrors';
import type { RunWork } from '../../db/unitOfWork';
import { bindRequest } from '../../http/requestLog';
import type { SecurityLog } from '../../log/security';
import { type StoredUpload, setProfilePhoto } from './profilePhoto';

const LARGEST = Math.max(...Object.values(UPLOAD_FOLDERS).map((f) => f.maxBytes));
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

interface Received {
  folder: string | null;
  file: Buffer | null;
  truncated: boolean;
}

async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_BODY', { field: 'file' });
  const received: Received = { folder: null, file: null, truncated: false };
  for await (const part of request.parts({ limits: { fileSize: LARGEST, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'folder' && typeof part.value === 'string') received.folder = part.value;
    } else {
      // Read into memory up to the largest limit: nothing touches the disk before the checks.
      received.file = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          received.truncated = true;
          return Buffer.alloc(0);
        }
        throw error;
      });
      received.truncated ||= part.file.truncated;
    }
  }
  return received;
}

export function registerUploads(
  app: FastifyInstance,
  deps: { auth: Authenticator; filesDir: string; security: SecurityLog; clock: () => number; work: RunWork },
): void {
  /** Writes the file; a disk that refuses it is logged with the reason and answered INTERNAL. */
  async function store(request: FastifyRequest, folder: UploadFolder, name: string, file: Buffer) {
    const dir = path.join(deps.filesDir, folder);
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), file, { flag: 'wx' });
    } catch (error) {
      request.log.error(
        { err: error, folder, bytes: file.length },
        'upload not stored: the disk refused the file',
      );
      throw new AppError('INTERNAL');
    }
  }

  /** The profile photo's row; a database that refuses it is logged, and the file removed. */
  async function recordProfilePhoto(request: FastifyRequest, userId: number, upload: StoredUpload) {
    try {
      return await setProfilePhoto(deps.work, userId, upload);
    } catch (error) {
      request.log.error(
        { err: error, folder: upload.folder },
        'profile photo not recorded: the database refused it',
      );
      await fs.rm(path.join(deps.filesDir, upload.folder, upload.fileName), { force: true }).catch(() => {});
      throw isBusyError(error) ? error : new AppError('INTERNAL');
    }
  }

  app.post('/api/ajaxUpload.php', async (request, reply) => {
    try {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await deps.auth.authenticate(token) : null;
      bindRequest(request, reply, { call: 'ajaxUpload.php', userId: session?.user.Id ?? null });
      if (!session) throw new AppError(token ? 'INVALID_TOKEN' : 'NO_TOKEN');
      const { folder: rawFolder, file, truncated } = await receive(request);
      const folder = rawFolder === null ? null : uploadFolder(rawFolder);
      if (!folder) throw new AppError('UNKNOWN_FOLDER', { field: 'folder' });
      const rule = UPLOAD_FOLDERS[folder];
      if (!passesAccess(rule.access, session.user)) {
        deps.security.write('call_forbidden', { call: `upload ${folder}`, userId: session.user.Id });
        throw new AppError('FORBIDDEN', { field: 'folder' });
      }
      if (!file) throw new AppError('FILE_MISSING', { field: 'file' });
      if (truncated || file.length > rule.maxBytes) {
        const limitMb = Math.round(rule.maxBytes / 1024 / 1024);
        throw new AppError('FILE_TOO_LARGE', {
          field: 'file',
          message: `File size too large, filesize limit ${limitMb}MB!`,
        });
      }
      const detected = await fileTypeFromBuffer(file);
      if (!detected || !(rule.types as readonly string[]).includes(detected.mime)) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', { field: 'file' });
      }
      const name = `${randomBytes(16).toString('base64url')}.${detected.ext}`;
      await store(request, folder, name, file);
      const upload = { folder, fileName: name, mime: detected.mime, bytes: file.length };
      const UserFileId =
        folder === 'profile/' ? await recordProfilePhoto(request, session.user.Id, upload) : undefined;
      return reply.send({
        status: 'OK',
        newFilename: name,
        data: {
          newFilename: name,
          url: uploadUrl(folder, name),
          mime: detected.mime,
          bytes: file.length,
          ...(UserFileId !== undefined && { UserFileId }),
        },
        datetime: new Date(deps.clock()).toISOString(),
      });
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });

  app.get<{ Params: { folder: string; name: string } }>('/files/:folder/:name', async (request, reply) => {
    const folder = uploadFolder(request.params.folder);
    const { name } = request.params;
    if (!folder || !SERVED_NAME.test(name))
      return sendFailure(reply.code(404), request, new AppError('NOT_FOUND'));
    const file = path.join(deps.filesDir, folder, name);
    const body = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      // Missing is a 404; anything else (permissions, a failing disk) is the operator's to see.
      if (error.code !== 'ENOENT') request.log.error({ err: error, folder }, 'stored file not readable');
      return null;
    });
    if (!body) return sendFailure(reply, request, new AppError('NOT_FOUND'));
    const ext = name.split('.').pop() ?? '';
    if (DOWNLOAD_ONLY.has(ext)) reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}

export type { UploadFolder };
