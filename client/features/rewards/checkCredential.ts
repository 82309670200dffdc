// Checks a certificate's signed credential as any verifier would, with jose rather than the
// server's word: the VC-JWT against the school's published keys, then the revocation bit in
// the status list it names (itself a VC-JWT, checked the same way).
import { bitIsSet, credentialPath, JWKS_PATH, VC_JWT_TYPE } from '../../../shared/credentials';
import type { OpenBadgeCredential, StatusListCredential } from '../../../shared/entities/credential';

export type CredentialCheck =
  | { state: 'failed' }
  | { state: 'invalid' }
  /** revoked null: the status list could not be read or checked. */
  | { state: 'valid'; issuer: string; kid: string; revoked: boolean | null };

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function checkCredential(code: string, get: typeof fetch = fetch): Promise<CredentialCheck> {
  const jose = await import('jose');
  let jwt: string;
  let keys: ReturnType<typeof jose.createLocalJWKSet>;
  try {
    const [credentialRes, jwksRes] = await Promise.all([get(credentialPath(code, 'jwt')), get(JWKS_PATH)]);
    if (!credentialRes.ok || !jwksRes.ok) return { state: 'failed' };
    jwt = await credentialRes.text();
    keys = jose.createLocalJWKSet(await jwksRes.json());
  } catch {
    return { state: 'failed' };
  }
  const options = { typ: VC_JWT_TYPE, algorithms: ['EdDSA'] };
  let credential: OpenBadgeCredential;
  let kid: string;
  try {
    const verified = await jose.jwtVerify<OpenBadgeCredential>(jwt, keys, options);
    credential = verified.payload;
    kid = verified.protectedHeader.kid ?? '';
  } catch {
    return { state: 'invalid' };
  }
  const valid = { state: 'valid' as const, issuer: credential.issuer.name, kid };
  try {
    const status = credential.credentialStatus;
    const listRes = await get(status.statusListCredential);
    if (!listRes.ok) return { ...valid, revoked: null };
    const { payload: list } = await jose.jwtVerify<StatusListCredential>(await listRes.text(), keys, options);
    if (list.issuer.id !== credential.issuer.id || !list.credentialSubject.encodedList.startsWith('u'))
      return { ...valid, revoked: null };
    const bits = await gunzip(jose.base64url.decode(list.credentialSubject.encodedList.slice(1)));
    return { ...valid, revoked: bitIsSet(bits, Number(status.statusListIndex)) };
  } catch {
    return { ...valid, revoked: null };
  }
}
