// Uploads through /api/ajaxUpload.php (SPEC §5, §7): one file and a folder, answered with the
// stored file's new name. Editor images go to uploads/ (SPEC §5); the server checks type and size.
import type { UploadFolder } from '../../shared/uploads';
import type { CallError } from './callError';
import { looksLikeFailure } from './callError';
import { readToken } from './token';

export const UPLOAD_PATH = '/api/ajaxUpload.php';

export interface Uploaded {
  newFilename: string;
  /** Where the file is served from (/files/<folder><name>). */
  url: string;
}

/** Uploads a file; rejects with a CallError (describeCallError turns it into text). */
export async function uploadFile(file: File, folder: UploadFolder): Promise<Uploaded> {
  const body = new FormData();
  body.append('folder', folder);
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH, { method: 'POST', headers, body });
  } catch (error) {
    throw { kind: 'network', message: String(error) } satisfies CallError;
  }
  const reply: unknown = await response.json().catch(() => null);
  if (looksLikeFailure(reply))
    throw { kind: 'failure', httpStatus: response.status, failure: reply } satisfies CallError;
  const data = (reply as { data?: { newFilename?: unknown; url?: unknown } } | null)?.data;
  if (!response.ok || typeof data?.newFilename !== 'string' || typeof data.url !== 'string') {
    throw {
      kind: 'failure',
      httpStatus: response.status,
      failure: { status: 'ERROR', error_code: 'INTERNAL', message: 'Something went wrong...' },
    } satisfies CallError;
  }
  return { newFilename: data.newFilename, url: data.url };
}
