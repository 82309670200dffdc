// Open Badges 3.0 credentials of certificates (1EdTech OB 3.0 on the W3C Verifiable Credentials
// Data Model 2.0), secured as VC-JWT, with revocation through a Bitstring Status List. The
// constants and addresses both sides use; zod-free, so the client's pages can carry them. The
// shapes are in ./entities/credential.ts.

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const CREDENTIAL_CONTEXT = [VC_CONTEXT, OB_CONTEXT] as const;

/** The JOSE header `typ` and media type of a credential secured as a JWT (VC-JOSE-COSE). */
export const VC_JWT_TYPE = 'vc+jwt';
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/**
 * Entries per status list: the Bitstring Status List's minimum (16 KB of bits), so a list does
 * not tell how many credentials the school has issued.
 */
export const STATUS_LIST_SIZE = 131_072;
/** How long a published status list may be served from cache (a revocation shows within it). */
export const STATUS_LIST_TTL_MS = 60_000;

/** The public path of a certificate's credential, as JSON or signed (JWT). */
export function credentialPath(code: string, form: 'json' | 'jwt'): string {
  return `/credentials/${encodeURIComponent(code)}.${form}`;
}

/** The public path of a status list credential (a VC-JWT). */
export function statusListPath(listId: number): string {
  return `/credentials/status/${listId}`;
}

/** Where the school's public keys are published. */
export const JWKS_PATH = '/.well-known/jwks.json';
/** The issuer's profile (the `issuer.id` of every credential). */
export const ISSUER_PATH = '/credentials/issuer';

/** Which status list and which entry in it a certificate has: its id, in order. */
export function statusEntryOf(certificateId: number): { listId: number; index: number } {
  return {
    listId: Math.floor((certificateId - 1) / STATUS_LIST_SIZE) + 1,
    index: (certificateId - 1) % STATUS_LIST_SIZE,
  };
}

/** Whether bit `index` of a status list's bitstring is set (index 0: the first byte's highest bit). */
export function bitIsSet(bits: Uint8Array, index: number): boolean {
  const byte = bits[index >> 3] ?? 0;
  return (byte & (0x80 >> (index & 7))) !== 0;
}
