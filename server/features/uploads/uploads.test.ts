import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as calls from '../../../shared/calls';
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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A PNG of the given size: one red pixel row repeated, with optional text padding to make it big. */
function png(padBytes = 0, width = 1, height = 1): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0xff)]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: Math.min(height, 64) }, () => row)));
  return Buffer.concat([
    header,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padBytes, 97)])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal MP4: the file-type box, an empty movie box and a media-data box. */
function mp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + body.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );
  return Buffer.concat([ftyp, box('moov', Buffer.alloc(0)), box('mdat', Buffer.alloc(4096, 7))]);
}

const HTML = Buffer.from('<html><script>alert(1)</script></html>');

async function storedFile(reply: { body: Record<string, unknown> }, folder = 'uploads'): Promise<Buffer> {
  return fs.readFileSync(path.join(server.dataDir, 'files', folder, reply.body.newFilename as string));
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
    const auth = await server.call(calls.auth.authUser, { token: student }, student);
    expect(auth.body.data).toMatchObject({ Id: SAM, UserFileId, Avatar: url });
    const signedIn = await server.call(calls.auth.signIn, {
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

describe('uploaded images are rebuilt, videos checked whole', () => {
  it('drops what a PNG or a JPEG carries after the image', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2266aa' } });
    for (const [bytes, name] of [
      [Buffer.concat([await image.clone().png().toBuffer(), HTML]), 'a.png'],
      [Buffer.concat([await image.clone().jpeg().toBuffer(), HTML]), 'a.jpg'],
    ] as const) {
      const reply = await upload(admin, 'uploads/', bytes, name, 'image/png');
      expect(reply.status, name).toBe(200);
      const kept = await storedFile(reply);
      expect(kept.includes('<script>'), name).toBe(false);
      expect((await sharp(kept).metadata()).width, name).toBe(8);
    }
  });

  it('rebuilds a GIF that is also a script into a clean GIF', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('*/=alert(document.domain);//')]);
    const reply = await upload(admin, 'uploads/', polyglot, 'x.gif', 'image/gif');
    expect(reply.status).toBe(200);
    const kept = await storedFile(reply);
    expect(kept.includes('alert')).toBe(false);
    expect((await sharp(kept).metadata()).format).toBe('gif');
  });

  it('refuses bytes that only begin like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]);
    const reply = await upload(admin, 'uploads/', fake, 'x.jpg', 'image/jpeg');
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'IMAGE_UNREADABLE', field: 'file' });
  });

  it('strips metadata such as an EXIF location', async () => {
    const withGps = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00aa00' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Tonic test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 20/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const reply = await upload(admin, 'uploads/', withGps, 'gps.jpg', 'image/jpeg');
    expect(reply.status).toBe(200);
    const kept = await sharp(await storedFile(reply)).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.width).toBe(16);
  });

  it('stores a profile photo at the size the app shows', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const reply = await upload(student, 'profile/', photo, 'me.jpg', 'image/jpeg');
    expect(reply.status).toBe(200);
    const kept = await sharp(await storedFile(reply, 'profile')).metadata();
    expect([kept.width, kept.height]).toEqual([256, 256]);
  });

  it('refuses an image too large to decode safely, before decoding it', async () => {
    const bomb = png(0, 20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const reply = await upload(admin, 'uploads/', bomb, 'bomb.png');
    expect(reply.body).toMatchObject({ status: 'INVALID', error_code: 'IMAGE_TOO_LARGE', field: 'file' });
  });

  it('keeps a whole MP4 and refuses one with bytes appended', async () => {
    expect((await upload(admin, 'uploads/', mp4(), 'v.mp4', 'video/mp4')).status).toBe(200);
    const tampered = await upload(admin, 'uploads/', Buffer.concat([mp4(), HTML]), 'v.mp4', 'video/mp4');
    expect(tampered.body).toMatchObject({ error_code: 'VIDEO_INVALID', field: 'file' });
  });
});

describe('uploaded files are served like static files', () => {
  it('answers byte ranges, revalidation and caching, and stays inert', async () => {
    const video = mp4();
    const reply = await upload(admin, 'uploads/', video, 'v.mp4', 'video/mp4');
    const url = `${server.url}/files/uploads/${reply.body.newFilename as string}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toContain('sandbox');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(whole.headers.get('last-modified')).toBeTruthy();

    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(4, 12));
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');

    const beyond = await fetch(url, { headers: { range: `bytes=${video.length + 10}-` } });
    expect(beyond.status).toBe(416);
    // Plain http: fetch turns a conditional request into a reload (Cache-Control: no-cache).
    const unchanged = await new Promise<number>((resolve, reject) =>
      http
        .get(url, { headers: { 'if-none-match': etag! } }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject),
    );
    expect(unchanged).toBe(304);
  });
});

describe('a company’s storage', () => {
  it('refuses an upload past the plan’s storage, naming the limit, and keeps no file', async () => {
    const [hash] = await server.sql<{ PasswordHash: string }>(
      `select "PasswordHash" from users where "Email" = 'coach@tonic.test'`,
    );
    const [editor] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt")
       values ('editor@full.test', 'editor@full.test', ?, 'Ed', 'Itor', 8, true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
      hash!.PasswordHash,
    );
    const [company] = await server.sql<{ Id: number }>(
      `insert into companies ("Name", "PlanKey", "CreatedAt", "UpdatedAt") values ('Full Co', 'starter', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') returning "Id"`,
    );
    await server.sql(
      `insert into company_members ("CompanyId", "UserId", "JoinedAt") values (?, ?, '2026-01-01T00:00:00.000Z')`,
      company!.Id,
      editor!.Id,
    );
    // 500 MB on the Starter plan: all but a few bytes already used.
    await server.sql(
      `insert into user_files ("UserId", "Folder", "FileName", "Mime", "Bytes", "CreatedAt") values (?, 'uploads/', 'big.mp4', 'video/mp4', ?, '2026-01-01T00:00:00.000Z')`,
      editor!.Id,
      500 * 1024 * 1024 - 10,
    );
    const token = await server.signIn('editor@full.test');
    const before = stored().length;
    const reply = await upload(token, 'uploads/', png());
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error_code: 'PLAN_LIMIT_STORAGE', field: 'storage' });
    expect(stored()).toHaveLength(before);

    // A file removed makes room again.
    await server.sql(`delete from user_files where "FileName" = 'big.mp4'`);
    expect((await upload(token, 'uploads/', png())).status).toBe(200);
    const rows = await server.sql(`select 1 from user_files where "UserId" = ?`, editor!.Id);
    expect(rows).toHaveLength(1);
  });
});
