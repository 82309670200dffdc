// Sends one file to the resources/ upload folder (/api/ajaxUpload.php, multipart: the one call that
// is not urlencoded) and answers its new file name. Failures are thrown as CallErrors, so
// describeCallError words them like any other call's.
import { asCallError, type CallError, looksLikeFailure } from '../../api/callError';
import { readToken } from '../../api/token';

export async function uploadResourceFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('folder', 'resources');
  body.append('file', file);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/ajaxUpload.php', {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw asCallError(error);
  }
  const reply: unknown = await response.json().catch(() => null);
  if (looksLikeFailure(reply)) {
    const failure: CallError = { kind: 'failure', httpStatus: response.status, failure: reply };
    throw failure;
  }
  const name = (reply as { newFilename?: unknown } | null)?.newFilename;
  if (!response.ok || typeof name !== 'string') {
    const failure: CallError = {
      kind: 'failure',
      httpStatus: response.status,
      failure: { status: 'ERROR', error_code: 'INTERNAL', message: 'Something went wrong...' },
    };
    throw failure;
  }
  return name;
}
