// Reads an upload's multipart body: one file and a few fields, the file held in memory up to the
// largest folder's limit so nothing touches the disk before every check. Broken bodies become
// the envelope's errors (server/calls/bodyErrors.ts).
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FOLDERS } from '../../../shared/uploads';
import { AppError } from '../../calls/appError';
import { bodyError } from '../../calls/bodyErrors';

/** The largest folder limit: a file over it is cut off while it arrives. */
const LARGEST = Math.max(...Object.values(UPLOAD_FOLDERS).map((f) => f.maxBytes));
/** An upload names its folder; a few more fields are tolerated, not dozens. */
export const UPLOAD_MAX_FIELDS = 10;

export interface ReceivedUpload {
  folder: string | null;
  file: Buffer | null;
  /** The file was larger than the largest folder limit and was not read whole. */
  tooLarge: boolean;
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_BODY', { field: 'file' });
  const received: ReceivedUpload = { folder: null, file: null, tooLarge: false };
  try {
    const parts = request.parts({ limits: { fileSize: LARGEST, files: 1, fields: UPLOAD_MAX_FIELDS } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'folder' && typeof part.value === 'string') received.folder = part.value;
      } else {
        received.file = await part.toBuffer();
        received.tooLarge ||= part.file.truncated;
      }
    }
  } catch (error) {
    // The folder's own limit is named once the folder is known (uploads.ts).
    if (isFileTooLarge(error)) return { ...received, file: received.file ?? Buffer.alloc(0), tooLarge: true };
    throw bodyError(error, 'file') ?? error;
  }
  return received;
}
