// Certificates as Open Badges 3.0 credentials (VC Data Model 2.0), signed as VC-JWT with the
// school's current Ed25519 key, and the Bitstring Status Lists that publish revocations. Built
// on request from the certificate rows, so a revocation shows in the next status list built
// (each list is kept at most STATUS_LIST_TTL_MS).
import {
  credentialPath,
  ISSUER_PATH,
  STATUS_LIST_SIZE,
  STATUS_LIST_TTL_MS,
  statusEntryOf,
} from '../../../shared/credentials';
import type { IssuerProfile, OpenBadgeCredential } from '../../../shared/entities/credential';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import { type CertificateRow, credentialOf, type Issuing, statusListOf } from './credentialDocuments';
import type { CredentialsRepo } from './credentials.repo';
import type { PublicJwk } from './keyStore';
import { createSigningKeys } from './signingKeys';

export interface CredentialsDeps {
  repo: CredentialsRepo;
  work: RunWork;
  clock: () => number;
  publicUrl: string;
  /** The school's name as it is now (its branding), as the issuer. */
  schoolName: () => Promise<string>;
  /** The data folder's encryption key for the private keys (read on first use). */
  encryptionKey: () => Buffer;
}

export function createCredentialsService(deps: CredentialsDeps) {
  const { repo, work, publicUrl } = deps;
  const url = (path: string) => `${publicUrl}${path}`;
  /** The issuer under the school's current name: a renamed school signs as renamed. */
  async function issuing(): Promise<Issuing> {
    const schoolName = await deps.schoolName();
    const issuer: IssuerProfile = {
      id: url(ISSUER_PATH),
      type: ['Profile'],
      name: schoolName,
      url: publicUrl,
    };
    return { issuer, schoolName, url };
  }
  const keys = createSigningKeys({ repo, work, encryptionKey: deps.encryptionKey });
  const sign = keys.sign;
  /** Signed status lists by id, each kept until its time is up. */
  const statusLists = new Map<number, { jwt: string; until: number }>();

  async function byCode(code: string): Promise<CertificateRow> {
    const row = await repo.certificateByCode(code.trim().toUpperCase());
    if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
    return row;
  }

  return {
    issuer: async (): Promise<IssuerProfile> => (await issuing()).issuer,

    /** A certificate's credential, public by its code like the verification page. */
    async credential(code: string): Promise<OpenBadgeCredential> {
      return credentialOf(await byCode(code), await issuing());
    },

    async signedCredential(code: string): Promise<string> {
      return sign(credentialOf(await byCode(code), await issuing()));
    },

    async mine(user: AuthedUser) {
      const documents = await issuing();
      return (await repo.certificatesOf(user.Id)).map((row) => ({
        Code: row.Code,
        JsonUrl: url(credentialPath(row.Code, 'json')),
        JwtUrl: url(credentialPath(row.Code, 'jwt')),
        credential: credentialOf(row, documents),
      }));
    },

    /** Every key ever made, the retired ones too: what they signed still verifies. */
    async jwks(): Promise<{ keys: PublicJwk[] }> {
      return { keys: await keys.published() };
    },

    /** The status list `listId` as a signed credential; unknown for a list no certificate uses. */
    async statusList(listId: number): Promise<string> {
      const lists = Math.max(1, statusEntryOf(Math.max(1, await repo.newestCertificateId())).listId);
      if (!Number.isSafeInteger(listId) || listId < 1 || listId > lists) throw new AppError('NOT_FOUND');
      const nowMs = deps.clock();
      const cached = statusLists.get(listId);
      if (cached && cached.until > nowMs) return cached.jwt;
      const first = (listId - 1) * STATUS_LIST_SIZE + 1;
      const revoked = await repo.revokedBetween(first, first + STATUS_LIST_SIZE - 1);
      const list = statusListOf(
        listId,
        revoked.map((id) => statusEntryOf(id).index),
        nowMs,
        await issuing(),
      );
      const jwt = await sign(list);
      statusLists.set(listId, { jwt, until: nowMs + STATUS_LIST_TTL_MS });
      return jwt;
    },

    /** A new signing key; the current ones are retired but stay published. */
    rotate: (): Promise<{ Kid: string; Retired: string[] }> => keys.rotate(),
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
