// /api/ajaxUpload.php (SPEC §7): a file and a folder in, newFilename out. Folders are fixed, the
// type comes from the bytes (never the name or the Content-Type), the size is checked before
// anything is written, images are rebuilt (images.ts) and videos checked whole (containers.ts),
// names are random, a profile photo becomes the user's (profilePhoto.ts), and files are served
// inert (serve.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_FOLDERS, type UploadFolder, uploadFolder, uploadUrl } from '../../../shared/uploads';
import { passesAccess } from '../../../shared/users';
import { AppError, isAppError } from '../../calls/appError';
import { sendFailure } from '../../calls/envelope';
import type { AuthedUser } from '../../calls/registry';
import { isBusyError } from '../../db/engineErrors';
import type { RunWork, Work } from '../../db/unitOfWork';
import type { SecurityLog } from '../../log/security';
import type { OwnersRepo } from '../../scope/owners.repo';
import { isWholeMp4, isWholeWebm } from './containers';
import { isImageMime, rebuildImage } from './images';
import { recordUpload, type StoredUpload } from './profilePhoto';
import { receiveUpload } from './receive';
import { registerFileServing } from './serve';

/** The stored bytes: images rebuilt, videos checked whole, other kinds as sent. */
async function storedBytes(file: Buffer, mime: string, folder: UploadFolder): Promise<Buffer> {
  if (isImageMime(mime)) return rebuildImage(file, mime, folder === 'profile/');
  if (mime === 'video/mp4' && !isWholeMp4(file)) throw new AppError('VIDEO_INVALID', { field: 'file' });
  if (mime === 'video/webm' && !isWholeWebm(file)) throw new AppError('VIDEO_INVALID', { field: 'file' });
  return file;
}

export function registerUploads(
  app: FastifyInstance,
  deps: {
    filesDir: string;
    security: SecurityLog;
    clock: () => number;
    work: RunWork;
    /** Refuses bytes past the storage of the uploader's company plan (inside the unit of work). */
    assertStorageRoom: (w: Work, user: AuthedUser, bytes: number) => Promise<void>;
    owners: OwnersRepo;
  },
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

  /**
   * The upload's row (and, for a photo, the user's photo). A refusal (the plan's storage is full)
   * or a database failure (logged) removes the stored file again.
   */
  async function record(request: FastifyRequest, user: AuthedUser, upload: StoredUpload) {
    try {
      return await recordUpload(
        deps.work,
        user.Id,
        upload,
        (w, bytes) => deps.assertStorageRoom(w, user, bytes),
        deps.owners,
      );
    } catch (error) {
      await fs.rm(path.join(deps.filesDir, upload.folder, upload.fileName), { force: true }).catch(() => {});
      if (isAppError(error) || isBusyError(error)) throw error;
      request.log.error(
        { err: error, folder: upload.folder },
        'upload not recorded: the database refused it',
      );
      throw new AppError('INTERNAL');
    }
  }

  const preHandler = app.signedIn('ajaxUpload.php');
  app.post('/api/ajaxUpload.php', { preHandler }, async (request, reply) => {
    try {
      const session = request.signedIn!;
      const { folder: rawFolder, file, tooLarge } = await receiveUpload(request);
      const folder = rawFolder === null ? null : uploadFolder(rawFolder);
      if (!folder) throw new AppError('UNKNOWN_FOLDER', { field: 'folder' });
      const rule = UPLOAD_FOLDERS[folder];
      if (!passesAccess(rule.access, session.user)) {
        deps.security.write('call_forbidden', { call: `upload ${folder}`, userId: session.user.Id });
        throw new AppError('FORBIDDEN', { field: 'folder' });
      }
      if (!file) throw new AppError('FILE_MISSING', { field: 'file' });
      if (tooLarge || file.length > rule.maxBytes) {
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
      const bytes = await storedBytes(file, detected.mime, folder);
      const name = `${randomBytes(16).toString('base64url')}.${detected.ext}`;
      await store(request, folder, name, bytes);
      const upload = { folder, fileName: name, mime: detected.mime, bytes: bytes.length };
      const fileId = await record(request, session.user, upload);
      const UserFileId = folder === 'profile/' ? fileId : undefined;
      return reply.send({
        status: 'OK',
        newFilename: name,
        data: {
          newFilename: name,
          url: uploadUrl(folder, name),
          mime: detected.mime,
          bytes: bytes.length,
          ...(UserFileId !== undefined && { UserFileId }),
        },
        datetime: new Date(deps.clock()).toISOString(),
      });
    } catch (error) {
      return sendFailure(reply, request, error);
    }
  });

  registerFileServing(app, deps.filesDir);
}

export type { UploadFolder };
