// Certificates as Open Badges 3.0 credentials (VC Data Model 2.0), signed as VC-JWT with the
// school's current Ed25519 key, and the Bitstring Status Lists that publish revocations. Built
// on request from the certificate rows, so a revocation shows in the next status list built
// (each list is kept at most STATUS_LIST_TTL_MS).
import type { KeyObject } from 'node:crypto';
import {
  CREDENTIAL_CONTEXT,
  credentialPath,
  ISSUER_PATH,
  STATUS_LIST_SIZE,
  STATUS_LIST_TTL_MS,
  statusEntryOf,
  statusListPath,
  VC_CONTEXT,
  VC_JWT_TYPE,
} from '../../../shared/credentials';
import type {
  IssuerProfile,
  OpenBadgeCredential,
  StatusListCredential,
} from '../../../shared/entities/credential';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import type { RunWork } from '../../db/unitOfWork';
import type { CredentialsRepo } from './credentials.repo';
import { signCompact } from './jws';
import { decryptPrivateKey, newKeyPair, type PublicJwk } from './keyStore';
import { encodeStatusList } from './statusList';

export interface CredentialsDeps {
  repo: CredentialsRepo;
  work: RunWork;
  clock: () => number;
  publicUrl: string;
  /** The school's name, as the issuer. */
  schoolName: string;
  /** The data folder's encryption key for the private keys (read on first use). */
  encryptionKey: () => Buffer;
}

type CertificateRow = NonNullable<Awaited<ReturnType<CredentialsRepo['certificateByCode']>>>;

export function createCredentialsService(deps: CredentialsDeps) {
  const { repo, work, publicUrl } = deps;
  const url = (path: string) => `${publicUrl}${path}`;
  const issuer: IssuerProfile = {
    id: url(ISSUER_PATH),
    type: ['Profile'],
    name: deps.schoolName,
    url: publicUrl,
  };
  let secret: Buffer | null = null;
  const encryptionKey = () => {
    secret ??= deps.encryptionKey();
    return secret;
  };
  /** Decrypted private keys by key id: a key's bytes never change, only which one signs. */
  const privateKeys = new Map<string, KeyObject>();
  /** The first key's creation, shared by the requests that arrive before it is stored. */
  let creating: Promise<void> | null = null;
  const statusLists = new Map<number, { jwt: string; until: number }>();

  function credentialOf(row: CertificateRow): OpenBadgeCredential {
    const { listId, index } = statusEntryOf(row.Id);
    const listUrl = url(statusListPath(listId));
    return {
      '@context': [...CREDENTIAL_CONTEXT],
      id: url(credentialPath(row.Code, 'json')),
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: row.CourseName,
      issuer,
      validFrom: row.IssuedAt,
      ...(row.ExpiresAt && { validUntil: row.ExpiresAt }),
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityHash: `${row.FirstName} ${row.LastName}`.trim(),
            identityType: 'name',
            hashed: false,
          },
        ],
        achievement: {
          id: url(`/credentials/achievements/${row.CourseId}`),
          type: ['Achievement'],
          name: row.CourseName,
          description: row.CourseDescription.trim() || row.CourseName,
          criteria: {
            narrative: `Completed every part of the course “${row.CourseName}” at ${deps.schoolName}, and passed the exams it counts on.`,
          },
        },
      },
      credentialStatus: {
        id: `${listUrl}#${index}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(index),
        statusListCredential: listUrl,
      },
    };
  }

  async function addKey(): Promise<string> {
    const pair = newKeyPair(encryptionKey());
    return work(async (w) => {
      await repo.addKey(w.tx, {
        Kid: pair.kid,
        PublicJwk: JSON.stringify(pair.publicJwk),
        PrivateKey: pair.encryptedPrivateKey,
        CreatedAt: w.now,
      });
      return pair.kid;
    });
  }

  /** The key that signs now; the first is made at first use. */
  async function signingKey(): Promise<{ kid: string; key: KeyObject }> {
    let row = await repo.currentKey();
    if (!row) {
      creating ??= addKey().then(
        () => undefined,
        (error: unknown) => {
          creating = null;
          throw error;
        },
      );
      await creating;
      row = await repo.currentKey();
      if (!row) throw new Error('no credential signing key after making one');
    }
    let key = privateKeys.get(row.Kid);
    if (!key) {
      key = decryptPrivateKey(encryptionKey(), row.PrivateKey, row.Kid);
      privateKeys.set(row.Kid, key);
    }
    return { kid: row.Kid, key };
  }

  async function sign(payload: unknown): Promise<string> {
    const { kid, key } = await signingKey();
    return signCompact({ typ: VC_JWT_TYPE, kid }, payload, key);
  }

  async function byCode(code: string): Promise<CertificateRow> {
    const row = await repo.certificateByCode(code.trim().toUpperCase());
    if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
    return row;
  }

  return {
    issuer,

    /** A certificate's credential, public by its code like the verification page. */
    async credential(code: string): Promise<OpenBadgeCredential> {
      return credentialOf(await byCode(code));
    },

    async signedCredential(code: string): Promise<string> {
      return sign(credentialOf(await byCode(code)));
    },

    async mine(user: AuthedUser) {
      return (await repo.certificatesOf(user.Id)).map((row) => ({
        Code: row.Code,
        JsonUrl: url(credentialPath(row.Code, 'json')),
        JwtUrl: url(credentialPath(row.Code, 'jwt')),
        credential: credentialOf(row),
      }));
    },

    /** Every key ever made, the retired ones too: what they signed still verifies. */
    async jwks(): Promise<{ keys: PublicJwk[] }> {
      await signingKey();
      return { keys: (await repo.keys()).map((row) => JSON.parse(row.PublicJwk) as PublicJwk) };
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
      const listUrl = url(statusListPath(listId));
      const list: StatusListCredential = {
        '@context': [VC_CONTEXT],
        id: listUrl,
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer,
        validFrom: new Date(nowMs).toISOString(),
        credentialSubject: {
          id: `${listUrl}#list`,
          type: 'BitstringStatusList',
          statusPurpose: 'revocation',
          encodedList: encodeStatusList(revoked.map((id) => statusEntryOf(id).index)),
          ttl: STATUS_LIST_TTL_MS,
        },
      };
      const jwt = await sign(list);
      statusLists.set(listId, { jwt, until: nowMs + STATUS_LIST_TTL_MS });
      return jwt;
    },

    /** A new signing key; the current ones are retired but stay published. */
    async rotate(): Promise<{ Kid: string; Retired: string[] }> {
      const pair = newKeyPair(encryptionKey());
      return work(async (w) => {
        const retired = await repo.retireAll(w.tx, w.now);
        await repo.addKey(w.tx, {
          Kid: pair.kid,
          PublicJwk: JSON.stringify(pair.publicJwk),
          PrivateKey: pair.encryptedPrivateKey,
          CreatedAt: w.now,
        });
        return { Kid: pair.kid, Retired: retired };
      });
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
