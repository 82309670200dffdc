// Certificates as Open Badges 3.0 credentials: the learner's own, and the school's signing keys.

import { openBadgeCredentialSchema } from '../entities/credential';
import { z } from '../zod';
import * as address from './addresses/credentials';
import { defineCall } from './define';

export const myCredentialSchema = z.object({
  Code: z.string().describe('The certificate’s code.'),
  JsonUrl: z.string().describe('The credential as JSON (public).'),
  JwtUrl: z.string().describe('The credential signed as a VC-JWT (public).'),
  credential: openBadgeCredentialSchema,
});
export type MyCredential = z.infer<typeof myCredentialSchema>;

export const getMyCredentials = defineCall({
  ...address.getMyCredentials,
  summary:
    'The signed-in learner’s certificates as Open Badges 3.0 credentials, newest first: each with its public JSON and VC-JWT addresses.',
  input: z.object({}),
  output: z.object({ data: z.array(myCredentialSchema) }),
});

export const rotateCredentialKey = defineCall({
  ...address.rotateCredentialKey,
  summary:
    'Makes a new signing key for credentials and retires the current one; retired keys stay published, so credentials signed with them still verify.',
  input: z.object({}),
  output: z.object({
    data: z.object({
      Kid: z.string().describe('The new key’s id (the `kid` of what it signs).'),
      Retired: z.array(z.string()).describe('The keys it replaced.'),
    }),
  }),
});
