// Handing the browser a file to save: a CSV made from a call's answer, or a file fetched with the
// session token in the Authorization header (a token never goes in a URL).
import { readToken } from '../api/token';

export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function saveCsv(fileName: string, csv: string): void {
  saveBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Resolves when the browser has been handed the file; rejects on any failure. */
export async function downloadWithToken(path: string, fileName: string, contentType: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || response.headers.get('content-type') !== contentType)
    throw new Error(`${path} answered ${response.status}`);
  saveBlob(fileName, await response.blob());
}
