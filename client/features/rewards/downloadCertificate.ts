// Downloads a certificate's PDF: fetched with the session token in the Authorization header (it
// never goes in a URL), then saved through an object URL.
import { readToken } from '../../api/token';
import { certificatePdfPath } from './paths';

/** Resolves when the browser has been handed the file; rejects on any failure. */
export async function downloadCertificate(code: string): Promise<void> {
  const token = readToken();
  const response = await fetch(certificatePdfPath(code), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`certificate download answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `certificate-${code}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
