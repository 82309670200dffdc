// Broken request bodies, sent byte by byte as an attacker would: each answers the envelope with a
// 4xx status, a stable error_code, a human message and the field, and writes nothing (no file,
// no row). docs/decisions.md ("Request bodies") says what each limit is.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
});
afterAll(() => server.close());

interface RawReply {
  status: number;
  body: { status?: string; error_code?: string; message?: string; field?: string };
}

/**
 * Sends a request exactly as given over a plain TCP connection: a body may lack its boundary,
 * be cut off in the middle of a part, or claim a length it does not have (`endEarly`).
 */
function raw(
  target: string,
  headers: Record<string, string>,
  body: Buffer,
  options: { contentLength?: number } = {},
): Promise<RawReply> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const payload = rest.join('\r\n\r\n');
      // A chunked reply: the JSON sits between the chunk sizes.
      const json = payload.slice(payload.indexOf('{'), payload.lastIndexOf('}') + 1);
      resolve({ status, body: json ? JSON.parse(json) : {} });
    });
    const lines = [
      `POST ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      `Content-Length: ${options.contentLength ?? body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ];
    socket.write(Buffer.concat([Buffer.from(lines.join('\r\n')), body]));
    // A body shorter than its Content-Length: the client gives up half-way.
    if (options.contentLength !== undefined && options.contentLength > body.length) socket.end();
  });
}

const BOUNDARY = 'tonicBoundary7MA4YWxk';

function field(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePart(name: string, fileName: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

const END = `--${BOUNDARY}--\r\n`;
const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** What a broken body could have written: files on disk, rows in the tables it touches. */
async function footprint() {
  const filesDir = path.join(server.dataDir, 'files');
  const files = fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0;
  const [events] = await server.sql<{ n: number }>('select cast(count(*) as integer) n from events');
  const [messages] = await server.sql<{ n: number }>('select cast(count(*) as integer) n from messages');
  return { files, events: events!.n, messages: messages!.n };
}

const upload = (body: Buffer, headers: Record<string, string> = multipart, options = {}) =>
  raw('/api/ajaxUpload.php', { Authorization: `Bearer ${admin}`, ...headers }, body, options);
const call = (body: Buffer, headers: Record<string, string> = multipart, options = {}) =>
  raw('/api/backend/messages.php', { Authorization: `Bearer ${admin}`, ...headers }, body, options);

describe('broken request bodies answer 4xx and change nothing', () => {
  const cases: {
    name: string;
    send: () => Promise<RawReply>;
    status: number;
    code: string;
    field: string;
    message?: string;
  }[] = [
    {
      name: 'an upload over the folder’s limit (20 MB in uploads/)',
      send: async () =>
        upload(
          Buffer.concat([
            Buffer.from(field('folder', 'uploads/')),
            filePart('file', 'big.png', Buffer.concat([await smallPng(), Buffer.alloc(20 * 1024 * 1024)])),
            Buffer.from(END),
          ]),
        ),
      status: 400,
      code: 'FILE_TOO_LARGE',
      field: 'file',
      message: 'File size too large, filesize limit 20MB!',
    },
    {
      name: 'two files in one upload',
      send: async () =>
        upload(
          Buffer.concat([
            Buffer.from(field('folder', 'uploads/')),
            filePart('file', 'a.png', await smallPng()),
            filePart('file2', 'b.png', await smallPng()),
            Buffer.from(END),
          ]),
        ),
      status: 400,
      code: 'TOO_MANY_FILES',
      field: 'file',
    },
    {
      name: 'more fields than an upload allows',
      send: async () =>
        upload(
          Buffer.from(
            Array.from({ length: 12 }, (_, i) => field(`extra${i}`, 'x')).join('') +
              field('folder', 'uploads/') +
              END,
          ),
        ),
      status: 400,
      code: 'TOO_MANY_FIELDS',
      field: 'file',
    },
    {
      name: 'an upload as multipart/form-data without a boundary',
      send: async () =>
        upload(Buffer.from(field('folder', 'uploads/') + END), { 'Content-Type': 'multipart/form-data' }),
      status: 400,
      code: 'MULTIPART_BOUNDARY_MISSING',
      field: 'file',
    },
    {
      name: 'a call as multipart/form-data without a boundary',
      send: () =>
        call(Buffer.from(field('req', 'get_messages') + END), { 'Content-Type': 'multipart/form-data' }),
      status: 400,
      code: 'MULTIPART_BOUNDARY_MISSING',
      field: 'data',
    },
    {
      name: 'a call body with too many parts',
      send: () =>
        call(
          Buffer.from(
            field('req', 'get_messages') +
              Array.from({ length: 30 }, (_, i) => field(`x${i}`, 'y')).join('') +
              END,
          ),
        ),
      status: 400,
      code: 'TOO_MANY_FIELDS',
      field: 'data',
    },
    {
      name: 'a call body with a file where none belongs',
      send: async () =>
        call(
          Buffer.concat([
            Buffer.from(field('req', 'submit_message')),
            Buffer.from(field('data', JSON.stringify({ UserId: 3, Message: '<p>with a file</p>' }))),
            filePart('file', 'a.png', await smallPng()),
            Buffer.from(END),
          ]),
        ),
      status: 400,
      code: 'FILE_NOT_ALLOWED',
      field: 'data',
    },
    {
      name: 'a call body cut off in the middle of a part',
      send: () =>
        call(
          Buffer.from(
            `${field('req', 'submit_message')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"UserId":3,"Mess`,
          ),
        ),
      status: 400,
      code: 'BODY_INCOMPLETE',
      field: 'data',
    },
    {
      name: 'an upload cut off in the middle of the file',
      send: async () => {
        const image = await smallPng();
        return upload(
          Buffer.concat([
            Buffer.from(field('folder', 'uploads/')),
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            image.subarray(0, 20),
          ]),
        );
      },
      status: 400,
      code: 'BODY_INCOMPLETE',
      field: 'file',
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const before = await footprint();
      const reply = await c.send();
      expect(reply.status).toBe(c.status);
      expect(reply.body).toMatchObject({ status: 'INVALID', error_code: c.code, field: c.field });
      expect(reply.body.message).toEqual(c.message ?? expect.any(String));
      expect(reply.body.message?.length).toBeGreaterThan(5);
      expect(await footprint()).toEqual(before);
    });
  }

  it('leaves nothing but clear replies in the error log', () => {
    expect(server.logs().filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
