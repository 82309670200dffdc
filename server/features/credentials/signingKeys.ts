// The school's signing keys: the first made at first use, decrypted once per node, rotated by
// retiring the current ones (which stay published, so what they signed still verifies).
import type { KeyObject } from 'node:crypto';
import { VC_JWT_TYPE } from '../../../shared/credentials';
import type { RunWork } from '../../db/unitOfWork';
import type { CredentialsRepo } from './credentials.repo';
import { signCompact } from './jws';
import { decryptPrivateKey, newKeyPair, type PublicJwk } from './keyStore';

export interface SigningKeysDeps {
  repo: CredentialsRepo;
  work: RunWork;
  /** The data folder's encryption key for the private keys (read on first use). */
  encryptionKey: () => Buffer;
}

export function createSigningKeys({ repo, work, encryptionKey: readKey }: SigningKeysDeps) {
  let secret: Buffer | null = null;
  const encryptionKey = () => {
    secret ??= readKey();
    return secret;
  };
  /** Decrypted private keys by key id: a key's bytes never change, only which one signs. */
  const privateKeys = new Map<string, KeyObject>();
  /** The first key's creation, shared by the requests that arrive before it is stored. */
  let creating: Promise<void> | null = null;

  /** Stores a new key pair; with `retire`, the current keys stop signing in the same unit. */
  async function addKey(retire: boolean): Promise<{ Kid: string; Retired: string[] }> {
    const pair = newKeyPair(encryptionKey());
    return work(async (w) => {
      const retired = retire ? await repo.retireAll(w.tx, w.now) : [];
      await repo.addKey(w.tx, {
        Kid: pair.kid,
        PublicJwk: JSON.stringify(pair.publicJwk),
        PrivateKey: pair.encryptedPrivateKey,
        CreatedAt: w.now,
      });
      return { Kid: pair.kid, Retired: retired };
    });
  }

  /** The key that signs now; the first is made at first use. */
  async function current(): Promise<{ kid: string; key: KeyObject }> {
    let row = await repo.currentKey();
    if (!row) {
      creating ??= addKey(false).then(
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

  return {
    async sign(payload: unknown): Promise<string> {
      const { kid, key } = await current();
      return signCompact({ typ: VC_JWT_TYPE, kid }, payload, key);
    },
    /** Every key ever made, the retired ones too. */
    async published(): Promise<PublicJwk[]> {
      await current();
      return (await repo.keys()).map((row) => JSON.parse(row.PublicJwk) as PublicJwk);
    },
    rotate: () => addKey(true),
  };
}
