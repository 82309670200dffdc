// Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over
// `<webhook-id>.<webhook-timestamp>.<body>` with the secret's bytes, sent as `v1,<base64>`.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret: `whsec_` and 24 random bytes in base64, as the spec's libraries expect. */
export function newSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): SignedHeaders {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
