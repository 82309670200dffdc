// Certificates as Open Badges 3.0 credentials, checked with code that is not ours: the JSON
// against a schema (ajv), the VC-JWT and the status list with jose against the published keys,
// the status bits with node's zlib.
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredential } from '../../../client/features/rewards/checkCredential';
import * as calls from '../../../shared/calls';
import type { MyCredential } from '../../../shared/calls/credentials';
import type { OpenBadgeCredential } from '../../../shared/entities/credential';
import { startServer, type TestServer } from '../../test/harness';
import { openBadgeCredentialSchema } from '../../test/openBadgeSchema';
import { insertPerson } from '../../test/people';

const ACADEMY = 1;
/** The school's public address: every id in a credential is under it. */
const PUBLIC_URL = 'https://learn.example.test';
const COURSE_TITLE = 'Ear Training Fundamentals';

let server: TestServer;
let admin: string;
let coach: string;

const ajv = new Ajv2019({ allErrors: true, strict: true, strictRequired: false });
addFormats.default(ajv);
const validCredential = ajv.compile(openBadgeCredentialSchema);

interface Holder {
  id: number;
  email: string;
  code: string;
  certificateId: number;
}

/** A person of the test's own with a certificate of the academy course. */
async function holder(
  tag: string,
  FirstName: string,
  LastName: string,
  expiresAt: string | null,
): Promise<Holder> {
  const email = `credential-${tag}@tonic.test`;
  const id = await insertPerson(server, email, 1, { FirstName, LastName });
  const code = `TNC-${tag.toUpperCase().padEnd(4, 'X').slice(0, 4)}-CRED`;
  const [row] = await server.sql<{ Id: number }>(
    `insert into certificates ("UserId", "CourseId", "Code", "IssuedAt", "ExpiresAt") values (?, ?, ?, '2026-03-01T10:00:00.000Z', ?) returning "Id"`,
    id,
    ACADEMY,
    code,
    expiresAt,
  );
  return { id, email, code, certificateId: row!.Id };
}

const get = (route: string) => fetch(`${server.url}${route}`);
/** A public address of the school, reached on the test's server. */
const fetchPublic = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return get(url.slice(PUBLIC_URL.length));
};
const jsonOf = async (code: string) =>
  (await (await get(`/credentials/${code}.json`)).json()) as OpenBadgeCredential;
const jwtOf = async (code: string) => (await get(`/credentials/${code}.jwt`)).text();
const jwks = async () => (await (await get('/.well-known/jwks.json')).json()) as JSONWebKeySet;
const verifyJwt = async (jwt: string) =>
  jwtVerify(jwt, createLocalJWKSet(await jwks()), { typ: 'vc+jwt', algorithms: ['EdDSA'] });

/** Whether a credential's status bit is set in the status list it names, read as a verifier would. */
async function revokedInList(credential: OpenBadgeCredential): Promise<boolean> {
  const status = credential.credentialStatus;
  const res = await fetchPublic(status.statusListCredential);
  expect(res.status).toBe(200);
  const { payload } = await verifyJwt(await res.text());
  expect(payload).toMatchObject({
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
  });
  const encoded = (payload.credentialSubject as { encodedList: string }).encodedList;
  expect(encoded.startsWith('u')).toBe(true);
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
  const index = Number(status.statusListIndex);
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

beforeAll(async () => {
  server = await startServer({ TONIC_PUBLIC_URL: PUBLIC_URL });
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
});
afterAll(() => server.close());

describe('credentials', () => {
  it('a certificate is an OpenBadgeCredential on VC 2.0, public by its code, with names in any script', async () => {
    const lukasz = await holder('luk', 'Łukasz', 'Żółć', '2027-03-01T10:00:00.000Z');
    const lilei = await holder('lil', '李', '雷', null);
    const res = await get(`/credentials/${lukasz.code}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const credential = (await res.json()) as OpenBadgeCredential;
    expect(validCredential(credential), JSON.stringify(validCredential.errors)).toBe(true);
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential).toMatchObject({
      id: `${PUBLIC_URL}/credentials/${lukasz.code}.json`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: COURSE_TITLE,
      issuer: {
        id: `${PUBLIC_URL}/credentials/issuer`,
        type: ['Profile'],
        name: 'Tonic',
      },
      validFrom: '2026-03-01T10:00:00.000Z',
      validUntil: '2027-03-01T10:00:00.000Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityHash: 'Łukasz Żółć', identityType: 'name', hashed: false },
        ],
        achievement: { type: ['Achievement'], name: COURSE_TITLE },
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    const forever = await jsonOf(lilei.code.toLowerCase());
    expect(validCredential(forever), JSON.stringify(validCredential.errors)).toBe(true);
    expect(forever.credentialSubject.identifier[0]!.identityHash).toBe('李 雷');
    expect(forever).not.toHaveProperty('validUntil');
    expect(forever.credentialStatus.statusListIndex).not.toBe(credential.credentialStatus.statusListIndex);
    // The issuer's profile is published where its id says.
    const issuer = await (await fetchPublic(credential.issuer.id)).json();
    expect(issuer).toMatchObject({ id: credential.issuer.id, type: ['Profile'], name: 'Tonic' });
  });

  it('an unknown code answers 404 in each form, exactly as a missing certificate', async () => {
    const answers = await Promise.all(
      [
        '/credentials/TNC-NOPE-NOPE.json',
        '/credentials/TNC-NOPE-NOPE.jwt',
        '/credentials/TNC-LUKX-CRED.xml',
      ].map(async (route) => {
        const res = await get(route);
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'NOT_FOUND', error_code: 'CERTIFICATE_NOT_FOUND' });
      expect({ ...answer.body, datetime: null }).toEqual({ ...answers[0]!.body, datetime: null });
    }
    expect((await get('/credentials/status/99')).status).toBe(404);
    expect((await get('/credentials/status/x')).status).toBe(404);
    for (const route of ['/credentials/a/b', '/.well-known/other.json']) {
      const res = await get(route);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: 'NOT_FOUND' });
    }
  });

  it('the VC-JWT verifies with jose against /.well-known/jwks.json, and carries the same credential', async () => {
    const lukasz = await holder('luj', 'Łukasz', 'Żółć', null);
    const res = await get(`/credentials/${lukasz.code}.jwt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    const jwt = await res.text();
    const { payload, protectedHeader } = await verifyJwt(jwt);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const keys = (await jwks()).keys;
    expect(keys.map((k) => k.kid)).toContain(protectedHeader.kid);
    // Public halves only: no private key leaves the server.
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    expect(payload).toEqual(await jsonOf(lukasz.code));
    expect(validCredential(payload), JSON.stringify(validCredential.errors)).toBe(true);
    // A changed letter in the name breaks the signature.
    const [header, body, signature] = jwt.split('.');
    const forged = Buffer.from(
      Buffer.from(body!, 'base64url').toString().replace('Łukasz', 'Lukasz'),
    ).toString('base64url');
    await expect(verifyJwt(`${header}.${forged}.${signature}`)).rejects.toThrow();
  });

  it('get_my_credentials answers the signed-in learner’s own credentials, with their addresses', async () => {
    const mine = await holder('my1', '李', '雷', null);
    const other = await holder('my2', 'Ann', 'Other', null);
    const token = await server.signIn(mine.email);
    const reply = await server.call(calls.credentials.getMyCredentials, {}, token);
    expect(reply.status).toBe(200);
    const list = reply.body.data as MyCredential[];
    expect(list.map((c) => c.Code)).toEqual([mine.code]);
    const [entry] = list;
    expect(entry!.credential).toEqual(await jsonOf(mine.code));
    expect(entry!.credential.credentialSubject.identifier[0]!.identityHash).toBe('李 雷');
    expect((await fetchPublic(entry!.JsonUrl)).status).toBe(200);
    const { payload } = await verifyJwt(await (await fetchPublic(entry!.JwtUrl)).text());
    expect(payload).toEqual(entry!.credential);
    expect(JSON.stringify(list)).not.toContain(other.code);
    expect((await server.call(calls.credentials.getMyCredentials, {})).status).toBe(401);
  });

  it('a rotated key signs from then on; credentials signed before still verify', async () => {
    const person = await holder('rot', 'Zoë', 'Ωμέγα', null);
    const before = await jwtOf(person.code);
    const oldKid = decodeProtectedHeader(before).kid;
    const student = await server.signIn(person.email);
    expect((await server.call(calls.credentials.rotateCredentialKey, {}, student)).status).toBe(403);
    expect((await server.call(calls.credentials.rotateCredentialKey, {}, coach)).status).toBe(403);
    const rotated = await server.call(calls.credentials.rotateCredentialKey, {}, admin);
    expect(rotated.status).toBe(200);
    const { Kid, Retired } = rotated.body.data as { Kid: string; Retired: string[] };
    expect(Retired).toEqual([oldKid]);
    const after = await jwtOf(person.code);
    expect(decodeProtectedHeader(after).kid).toBe(Kid);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual(expect.arrayContaining([oldKid, Kid]));
    expect((await verifyJwt(before)).payload).toEqual((await verifyJwt(after)).payload);
    // At rest the private keys are ciphertext, under the key in the data folder (0600).
    const rows = await server.sql<{ PrivateKey: string }>('select "PrivateKey" from credential_keys');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(() =>
        createPrivateKey({ key: Buffer.from(row.PrivateKey, 'base64url'), format: 'der', type: 'pkcs8' }),
      ).toThrow();
    }
    const keyFile = path.join(server.dataDir, 'credential-signing.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('a revoked certificate is seen as revoked through its status list within 60 s, and restored', async () => {
    const revoked = await holder('rev', 'Łukasz', 'Żółć', null);
    const kept = await holder('kep', '李', '雷', null);
    const credential = await jsonOf(revoked.code);
    const keptCredential = await jsonOf(kept.code);
    expect(credential.credentialStatus.statusListCredential).toBe(
      keptCredential.credentialStatus.statusListCredential,
    );
    expect(await revokedInList(credential)).toBe(false);
    const revoke = await server.call(
      calls.rewards.setCertificateStatus,
      { Id: revoked.certificateId, Active: false },
      coach,
    );
    expect(revoke.status).toBe(200);
    server.advance(60_000);
    expect(await revokedInList(credential)).toBe(true);
    expect(await revokedInList(keptCredential)).toBe(false);
    // The credential itself is still served: its status list says it no longer stands.
    expect((await jsonOf(revoked.code)).credentialSubject.identifier[0]!.identityHash).toBe('Łukasz Żółć');
    await server.call(calls.rewards.setCertificateStatus, { Id: revoked.certificateId, Active: true }, coach);
    server.advance(60_000);
    expect(await revokedInList(credential)).toBe(false);
  });

  it('the verification page’s own check (client code, jose in the browser) reads the same: valid, then revoked', async () => {
    const person = await holder('pag', 'Łukasz', '李雷', null);
    // The browser reaches the school's public addresses; here they lead to the test's server.
    const browserFetch = ((input: string) =>
      input.startsWith(PUBLIC_URL) ? fetchPublic(input) : get(input)) as typeof fetch;
    expect(await checkCredential(person.code, browserFetch)).toEqual({
      state: 'valid',
      issuer: 'Tonic',
      kid: decodeProtectedHeader(await jwtOf(person.code)).kid,
      revoked: false,
    });
    await server.call(calls.rewards.setCertificateStatus, { Id: person.certificateId, Active: false }, coach);
    server.advance(60_000);
    expect(await checkCredential(person.code, browserFetch)).toMatchObject({ state: 'valid', revoked: true });
    expect(await checkCredential('TNC-NOPE-NOPE', browserFetch)).toEqual({ state: 'failed' });
    // A key set that does not hold the signing key: the signature does not verify.
    const otherKeys = ((input: string) =>
      input === '/.well-known/jwks.json'
        ? Promise.resolve(Response.json({ keys: [] }))
        : browserFetch(input)) as typeof fetch;
    expect(await checkCredential(person.code, otherKeys)).toEqual({ state: 'invalid' });
  });
});
