// The documents themselves, pure: a certificate row as an Open Badges 3.0 credential, and a
// Bitstring Status List credential over the revoked entries of one list.
import {
  CREDENTIAL_CONTEXT,
  credentialPath,
  STATUS_LIST_TTL_MS,
  statusEntryOf,
  statusListPath,
  VC_CONTEXT,
} from '../../../shared/credentials';
import type {
  IssuerProfile,
  OpenBadgeCredential,
  StatusListCredential,
} from '../../../shared/entities/credential';
import type { CredentialsRepo } from './credentials.repo';
import { encodeStatusList } from './statusList';

export type CertificateRow = NonNullable<Awaited<ReturnType<CredentialsRepo['certificateByCode']>>>;

/** What every document names: the school as issuer, and its public address. */
export interface Issuing {
  issuer: IssuerProfile;
  schoolName: string;
  url: (path: string) => string;
}

export function credentialOf(row: CertificateRow, { issuer, schoolName, url }: Issuing): OpenBadgeCredential {
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
          narrative: `Completed every part of the course “${row.CourseName}” at ${schoolName}, and passed the exams it counts on.`,
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

/** Status list `listId` with the bits of `revokedIndexes` set, valid from `nowMs`. */
export function statusListOf(
  listId: number,
  revokedIndexes: number[],
  nowMs: number,
  { issuer, url }: Issuing,
): StatusListCredential {
  const listUrl = url(statusListPath(listId));
  return {
    '@context': [VC_CONTEXT],
    id: listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer,
    validFrom: new Date(nowMs).toISOString(),
    credentialSubject: {
      id: `${listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revokedIndexes),
      ttl: STATUS_LIST_TTL_MS,
    },
  };
}
