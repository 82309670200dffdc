// A certificate as an Open Badges 3.0 credential (an `OpenBadgeCredential`, 1EdTech, on the W3C
// Verifiable Credentials Data Model 2.0) and the Bitstring Status List credential that says
// whether it is revoked. Written once: the server builds them to these types, the call
// get_my_credentials answers them, the client reads them.

import { OB_CONTEXT, VC_CONTEXT } from '../credentials';
import { z } from '../zod';

export const issuerProfileSchema = z
  .object({
    id: z.string().describe('The school: its public address, under which its profile is published.'),
    type: z.tuple([z.literal('Profile')]),
    name: z.string().describe('The school’s name.'),
    url: z.string().describe('The school’s site.'),
  })
  .describe('Who issued the credential (an Open Badges Profile).');
export type IssuerProfile = z.infer<typeof issuerProfileSchema>;

export const credentialStatusSchema = z
  .object({
    id: z.string().describe('This entry: the status list’s address and the index.'),
    type: z.literal('BitstringStatusListEntry'),
    statusPurpose: z.literal('revocation'),
    statusListIndex: z.string().describe('The bit of this credential in the list (base 10).'),
    statusListCredential: z.string().describe('Where the status list (a VC-JWT) is published.'),
  })
  .describe('Where to learn whether the credential is revoked (Bitstring Status List).');

export const openBadgeCredentialSchema = z
  .object({
    '@context': z.tuple([z.literal(VC_CONTEXT), z.literal(OB_CONTEXT)]),
    id: z.string().describe('The credential’s address (its JSON form).'),
    type: z.tuple([z.literal('VerifiableCredential'), z.literal('OpenBadgeCredential')]),
    name: z.string().describe('The credential’s name: the course’s title.'),
    issuer: issuerProfileSchema,
    validFrom: z.string().describe('When the certificate was issued (ISO 8601).'),
    validUntil: z.string().optional().describe('When the certificate expires, if it does.'),
    credentialSubject: z.object({
      type: z.tuple([z.literal('AchievementSubject')]),
      identifier: z.array(
        z.object({
          type: z.literal('IdentityObject'),
          identityHash: z.string().describe('The learner’s full name, in clear.'),
          identityType: z.literal('name'),
          hashed: z.literal(false),
        }),
      ),
      achievement: z.object({
        id: z.string().describe('The course as an achievement.'),
        type: z.tuple([z.literal('Achievement')]),
        name: z.string().describe('The course’s title.'),
        description: z.string().describe('The course’s description.'),
        criteria: z.object({ narrative: z.string().describe('What earned it.') }),
      }),
    }),
    credentialStatus: credentialStatusSchema,
  })
  .describe('A certificate as an Open Badges 3.0 credential (unsigned form).');
export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;

/** The credential that publishes a status list (signed as a VC-JWT, like the credentials). */
export interface StatusListCredential {
  '@context': [typeof VC_CONTEXT];
  id: string;
  type: ['VerifiableCredential', 'BitstringStatusListCredential'];
  issuer: IssuerProfile;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    /** Multibase base64url (prefix `u`, no padding) of the GZIP of the bitstring. */
    encodedList: string;
    /** How long a verifier may keep it, in milliseconds. */
    ttl: number;
  };
}
