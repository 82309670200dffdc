// The signing keys' cryptography: Ed25519 key pairs (node:crypto), their JWK thumbprint as the
// key id, and the private key encrypted at rest with AES-256-GCM under a key kept in the data
// folder (docs/decisions.md): a database backup alone cannot sign, and every node of a cluster
// shares the data folder, so every node can.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ENCRYPTION_KEY_FILE = 'credential-signing.key';

/** The public half as a JWK (OKP, Ed25519), with its id and use. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/**
 * The data folder's encryption key, made on first use (32 random bytes, base64, mode 0600). Two
 * nodes starting together: the first to create the file wins and the other reads it.
 */
export function encryptionKey(dataDir: string): Buffer {
  const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return key;
}

/** RFC 7638 thumbprint of an Ed25519 public key: stable, and names the key in every JWT. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

export function newKeyPair(secret: Buffer) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  if (typeof jwk.x !== 'string') throw new Error('an Ed25519 public key without x');
  const kid = thumbprint(jwk.x);
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' });
  const publicJwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' };
  return { kid, publicJwk, encryptedPrivateKey: encrypt(secret, pkcs8, kid) };
}

/** AES-256-GCM, bound to the key id (a row's private key cannot pass for another's). */
function encrypt(secret: Buffer, plain: Buffer, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(kid));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

export function decryptPrivateKey(secret: Buffer, stored: string, kid: string): KeyObject {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    const der = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error(
      `the credential signing key ${kid} cannot be decrypted with ${ENCRYPTION_KEY_FILE} of the data folder (replaced or lost?): restore that file, or rotate the key (docs/operations.md "Credentials")`,
    );
  }
}
