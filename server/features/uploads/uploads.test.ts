import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';
import { connected, nextEvent, startServer, type TestServer } from '../../test/harness';

const ADMIN = 1;
const SAM = 3;

let server: TestServer;
let admin: string;
let student: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  student = await server.signIn('student@tonic.test');
});
afterAll(() => server.close());

/** A real 1x1 PNG, with optional padding after the image data to make it big. */
function png(padBytes = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crcBytes = Buffer.alloc(4); // readers here do not check the CRC
    return Buffer.concat([length, Buffer.from(type), data, crcBytes]);
  };
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  return Buffer.concat([
    header,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('tEXt', Buffer.alloc(padBytes, 97)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  token: string | null,
  folder: string,
  bytes: Buffer,
  fileName = 'photo.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.set('folder', folder);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const res = await fetch(`${server.url}/api/ajaxUpload.php`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const stored = () => {
  const dir = path.join(server.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
};

describe('uploads', () => {
  it('stores an image under a random name and serves it inert', async () => {
    const reply = await upload(admin, 'uploads/', png(), '../../evil.php');
    expect(reply.status).toBe(200);
    const name = reply.body.newFilename as string;
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    const res = await fetch(`${server.url}/files/uploads/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a file whose bytes are not what its name and type claim', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const reply = await upload(admin, 'uploads/', html, 'cat.png', 'image/png');
    expect(reply.body).toMatchObject({
      status: 'INVALID',
      error_code: 'FILE_TYPE_NOT_ALLOWED',
      field: 'file',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload(admin, 'uploads/', svg, 'x.svg', 'image/svg+xml')).body.error_code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses a profile photo over 2 MB with the spec text, writing nothing', async () => {
    const before = stored().length;
    const reply = await upload(student, 'profile/', png(3 * 1024 * 1024));
    expect(reply.body).toMatchObject({
      error_code: 'FILE_TOO_LARGE',
      message: 'File size too large, filesize limit 2MB!',
    });
    expect(stored()).toHaveLength(before);
    expect((await upload(student, 'profile/', png(1024))).status).toBe(200);
  });

  it('refuses unknown folders and folder traversal', async () => {
    for (const folder of ['../', '../../etc/', 'uploads/../../', 'secret/', '/uploads', '']) {
      const reply = await upload(admin, folder, png());
      expect(reply.body.error_code, folder).toBe('UNKNOWN_FOLDER');
    }
  });

  it('lets only staff upload course content, and nobody without a token', async () => {
    expect((await upload(student, 'uploads/', png())).status).toBe(403);
    expect((await upload(null, 'profile/', png())).status).toBe(401);
  });

  it('serves nothing outside the upload folders', async () => {
    for (const url of [
      '/files/uploads/..%2F..%2Ftonic.db',
      '/files/..%2F/tonic.db',
      '/files/uploads/notes.txt',
      '/files/secret/aaaaaaaaaaaaaaaaaaaa.png',
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
    }
  });

  it('a profile photo becomes the user’s: UserFileId and Avatar from auth_user, pushed to their tabs', async () => {
    const tab = server.connect(student);
    await connected(tab);
    const changed = nextEvent(tab, 'user:changed');
    const reply = await upload(student, 'profile/', png());
    expect(reply.status).toBe(200);
    const { UserFileId, url } = reply.body.data as { UserFileId: number; url: string };
    expect(UserFileId).toEqual(expect.any(Number));
    expect(url).toMatch(/^\/files\/profile\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await changed).toMatchObject({ UserId: SAM });
    const auth = await server.call('auth.php', 'auth_user', { token: student }, student);
    expect(auth.body.data).toMatchObject({ Id: SAM, UserFileId, Avatar: url });
    const signedIn = await server.call('login.php', 'sign_in', {
      Email: 'student@tonic.test',
      Password: DEMO_PASSWORD,
    });
    expect(signedIn.body.data).toMatchObject({ UserFileId, Avatar: url });
    const photo = await fetch(`${server.url}${url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Course images are no one's photo.
    const content = await upload(admin, 'uploads/', png());
    expect(content.body.data).not.toHaveProperty('UserFileId');
    tab.disconnect();
  });

  it('a file the disk refuses is answered INTERNAL and logged with the reason, the call and the user', async () => {
    // A plain file where the folder should be: the folder cannot be made.
    const blocked = path.join(server.dataDir, 'files', 'resources');
    fs.mkdirSync(path.dirname(blocked), { recursive: true });
    fs.writeFileSync(blocked, 'not a folder');
    onTestFinished(() => fs.rmSync(blocked, { force: true }));
    const reply = await upload(admin, 'resources/', png());
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ status: 'ERROR', error_code: 'INTERNAL' });
    const lines = server.logs().map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          msg: string;
          call?: string;
          userId?: number;
          err?: { code?: string };
        },
    );
    const logged = lines.find((line) => line.msg.startsWith('upload not stored'));
    expect(logged).toMatchObject({ level: 50, call: 'ajaxUpload.php', userId: ADMIN, folder: 'resources/' });
    expect(['EEXIST', 'ENOTDIR']).toContain(logged?.err?.code);
  });
});
