// The JSON Schema subset an Open Badges 3.0 `OpenBadgeCredential` on the VC Data Model 2.0 must
// satisfy, written from 1EdTech's published AchievementCredential schema
// (https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json;
// the revision stored offline is the VC 1.1 one, with issuanceDate) and the VC 2.0 and Bitstring
// Status List specifications: the required fields of the credential, its issuer Profile, the
// AchievementSubject, IdentityObject, Achievement and Criteria, and the status entry. Kept in
// the tests, apart from the server's own zod shapes, so the two do not check each other.

const uri = { type: 'string', format: 'uri' } as const;
const typeContaining = (name: string) => ({
  oneOf: [
    { const: name },
    { type: 'array', minItems: 1, items: { type: 'string' }, contains: { const: name } },
  ],
});

export const openBadgeCredentialSchema = {
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  type: 'object',
  required: ['@context', 'id', 'type', 'name', 'credentialSubject', 'issuer', 'validFrom'],
  properties: {
    '@context': {
      type: 'array',
      minItems: 2,
      items: { anyOf: [{ type: 'string' }, { type: 'object' }] },
      // VC 2.0's base context (first: the test checks the order) and OB 3.0's.
      allOf: [
        { contains: { const: 'https://www.w3.org/ns/credentials/v2' } },
        { contains: { const: 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json' } },
      ],
    },
    id: uri,
    type: {
      type: 'array',
      allOf: [
        { contains: { const: 'VerifiableCredential' } },
        { contains: { const: 'OpenBadgeCredential' } },
      ],
    },
    name: { type: 'string', minLength: 1 },
    issuer: {
      type: 'object',
      required: ['id', 'type'],
      properties: { id: uri, type: typeContaining('Profile'), name: { type: 'string' }, url: uri },
    },
    validFrom: { type: 'string', format: 'date-time' },
    validUntil: { type: 'string', format: 'date-time' },
    credentialSubject: {
      type: 'object',
      required: ['type', 'achievement'],
      // OB 3.0: either `id` or at least one `identifier`.
      anyOf: [
        { required: ['id'] },
        { required: ['identifier'], properties: { identifier: { type: 'array', minItems: 1 } } },
      ],
      properties: {
        id: uri,
        type: typeContaining('AchievementSubject'),
        identifier: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'hashed', 'identityHash', 'identityType'],
            additionalProperties: false,
            properties: {
              type: { const: 'IdentityObject' },
              hashed: { type: 'boolean' },
              identityHash: { type: 'string' },
              identityType: { type: 'string' },
              salt: { type: 'string' },
            },
          },
        },
        achievement: {
          type: 'object',
          required: ['id', 'type', 'criteria', 'description', 'name'],
          properties: {
            id: uri,
            type: typeContaining('Achievement'),
            name: { type: 'string', minLength: 1 },
            description: { type: 'string' },
            criteria: {
              type: 'object',
              anyOf: [{ required: ['id'] }, { required: ['narrative'] }],
              properties: { id: uri, narrative: { type: 'string' } },
            },
          },
        },
      },
    },
    credentialStatus: {
      type: 'object',
      required: ['id', 'type', 'statusPurpose', 'statusListIndex', 'statusListCredential'],
      properties: {
        id: uri,
        type: { const: 'BitstringStatusListEntry' },
        statusPurpose: { type: 'string' },
        statusListIndex: { type: 'string', pattern: '^(0|[1-9][0-9]*)$' },
        statusListCredential: uri,
      },
    },
  },
} as const;
