// JOSE compact serialisation signed with Ed25519 (alg EdDSA), by node:crypto alone.
import { type KeyObject, sign } from 'node:crypto';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signCompact(header: Record<string, unknown>, payload: unknown, key: KeyObject): string {
  const input = `${part({ alg: 'EdDSA', ...header })}.${part(payload)}`;
  return `${input}.${sign(null, Buffer.from(input), key).toString('base64url')}`;
}
