// The rewards feature's own addresses.

/** The shareable page of one achievement (SPEC §2), in the course it was earned in (0: none). */
export function achievementPath(achievementId: number, courseId: number | null): string {
  return `/achievement/${achievementId}/${courseId ?? 0}`;
}

/** The public verification page a certificate's QR code leads to. */
export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}

/** The certificate PDF, fetched with the token in the header (never in the URL). */
export function certificatePdfPath(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}.pdf`;
}
