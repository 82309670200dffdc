// Downloads a certificate's PDF, fetched with the session token (components/saveFile.ts).
import { downloadWithToken } from '../../components/saveFile';
import { certificatePdfPath } from './paths';

/** Resolves when the browser has been handed the file; rejects on any failure. */
export function downloadCertificate(code: string): Promise<void> {
  return downloadWithToken(certificatePdfPath(code), `certificate-${code}.pdf`, 'application/pdf');
}
