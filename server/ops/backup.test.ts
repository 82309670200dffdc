// npm run backup and npm run restore, from the production bundle, on the pass's engine: data made
// through calls is backed up while its server runs and writes, restored into a fresh data folder
// and database, and read back through calls from a server started there. A restore refuses a
// target that holds data (unless --force) and a backup from a newer schema, and a client whose
// cursor is past the restored log's head is told to resync.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import { PG_MIGRATIONS, SQLITE_MIGRATIONS } from '../db/migrationsDir';
import { newestKnown } from '../db/migrator';
import {
  emptyDatabase,
  type NodeProcess,
  startNodeProcess,
  startServer,
  type TestNode,
  type TestServer,
  until,
} from '../test/harness';
import { PROCESS_BOOT_MS } from '../test/processBoot';
import type { Manifest } from './backup';

const INSTALL = process.env.TONIC_TEST_INSTALL;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command of the bundle (dist/server/<name>.mjs), as `npm run <name>` runs it, on a node's data. */
function runCommand(
  name: 'backup' | 'restore',
  args: string[],
  on: Pick<TestNode, 'dataDir' | 'databaseUrl'>,
): Promise<Run> {
  if (!INSTALL) throw new Error('TONIC_TEST_INSTALL is not set: run through the integration project');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', TONIC_DATA_DIR: on.dataDir };
  delete env.TONIC_DATABASE_URL;
  if (on.databaseUrl) env.TONIC_DATABASE_URL = on.databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(INSTALL, 'dist', 'server', `${name}.mjs`), ...args],
      {
        cwd: INSTALL,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    // 'close', not 'exit': its output may still be in the pipes when it exits.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A one-pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(node: TestNode, token: string): Promise<string> {
  const form = new FormData();
  form.set('folder', 'uploads/');
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pixel.png');
  const res = await fetch(`${node.url}/api/ajaxUpload.php`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { newFilename?: string };
  if (res.status !== 200 || !body.newFilename) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.newFilename;
}

const mailFiles = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : [];

async function messageTexts(node: TestNode, token: string): Promise<string[]> {
  const reply = await node.call(calls.messages.getMessages, { limit: 100 }, token);
  expect(reply.status).toBe(200);
  return (reply.body.data as { Message: string }[]).map((message) => message.Message);
}

async function events(node: TestNode, token: string, After?: number, LogId?: string) {
  const reply = await node.call(calls.events.getEvents, After === undefined ? {} : { After, LogId }, token);
  expect(reply.status).toBe(200);
  return reply.body as unknown as { data: unknown[]; lastEventId: number; logId: string; resync: boolean };
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client(admin.toString());
  await client.connect();
  try {
    await client.query(`drop database "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

const temp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

let source: TestServer;
let restored: NodeProcess | undefined;
let target: Pick<TestNode, 'dataDir' | 'databaseUrl'>;
const backupDir = path.join(temp('tonic-backup-'), 'backup');
let manifest: Manifest;
let fileName: string;
let uploaded: Buffer;
let mailsBefore: string[];
let cursorPastBackup: number;
let sourceLogId: string;

beforeAll(async () => {
  // Messages without the per-minute limit: the test writes as fast as it can during the backup.
  source = await startServer({ TONIC_MESSAGE_RATE: '1000000' });
  const admin = await source.signIn('admin@tonic.test');
  const student = await source.signIn('student@tonic.test');
  const [sam] = await source.sql<{ Id: number }>(
    `select "Id" from users where "Email" = 'student@tonic.test'`,
  );
  const sent = await source.call(
    calls.messages.submitMessage,
    { UserId: sam!.Id, Message: '<p>Kept by the backup</p>' },
    admin,
  );
  expect(sent.status).toBe(200);
  fileName = await upload(source, admin);
  // As stored (an image is re-encoded on upload).
  uploaded = Buffer.from(await (await fetch(`${source.url}/files/uploads/${fileName}`)).arrayBuffer());
  await source.call(calls.auth.requestReset, { Email: 'student@tonic.test' });
  // The mail is written after the reply, as are the demo school's invoice mails: wait until
  // every mail queued so far is written.
  await until(
    async () => (await source.app.tonic.outbox.stats()).waiting === 0 && mailFiles(source.dataDir).length > 0,
  );
  mailsBefore = mailFiles(source.dataDir);

  // While the server runs and writes, as an operator's does.
  let writing = true;
  const writer = (async () => {
    let written = 0;
    while (writing) {
      const reply = await source.call(
        calls.messages.submitMessage,
        { UserId: sam!.Id, Message: `<p>During the backup ${written}</p>` },
        admin,
      );
      expect(reply.status).toBe(200);
      written++;
    }
    return written;
  })();
  const run = await runCommand('backup', ['--to', backupDir], source);
  writing = false;
  expect(await writer).toBeGreaterThan(0);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;

  // After the backup: lost by the restore, and its event moves the student's cursor past the head.
  await source.call(
    calls.messages.submitMessage,
    { UserId: sam!.Id, Message: '<p>After the backup</p>' },
    admin,
  );
  ({ lastEventId: cursorPastBackup, logId: sourceLogId } = await events(source, student));
  target = await emptyDatabase();
}, PROCESS_BOOT_MS);

afterAll(async () => {
  await restored?.close();
  await source?.close();
  fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up the database, the files and the mail with a manifest of the schema and the log head', async () => {
    const engine = source.databaseUrl ? 'postgres' : 'sqlite';
    expect(manifest).toMatchObject({
      format: 1,
      engine,
      migration: newestKnown(engine === 'postgres' ? PG_MIGRATIONS : SQLITE_MIGRATIONS),
    });
    expect(manifest.eventLogHead).toBeGreaterThan(0);
    expect(manifest.eventLogHead).toBeLessThan(cursorPastBackup);
    expect(fs.existsSync(path.join(backupDir, 'files', 'uploads', fileName))).toBe(true);
    expect(fs.readdirSync(path.join(backupDir, 'mail'))).toEqual(mailsBefore);
    // A second backup into the same folder would mix two moments: refused.
    const again = await runCommand('backup', ['--to', backupDir], source);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');
  });

  it('restores into a fresh data folder and database, and a server there answers with the data', async () => {
    const run = await runCommand('restore', ['--from', backupDir], target);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`event log at ${manifest.eventLogHead}`);

    restored = await startNodeProcess({}, target);
    const student = await restored.signIn('student@tonic.test');
    const texts = await messageTexts(restored, student);
    // The database, the manifest and the log agree on one moment, writes during the copy included.
    const [newest] = await restored.sql<{ id: number }>('select max(id) as id from events');
    expect(Number(newest!.id)).toBe(manifest.eventLogHead);
    expect(texts).toContain('<p>Kept by the backup</p>');
    expect(texts).not.toContain('<p>After the backup</p>');
    const file = await fetch(`${restored.url}/files/uploads/${fileName}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(uploaded)).toBe(true);
    expect(mailFiles(target.dataDir)).toEqual(mailsBefore);

    // A client that saw events past the restored head is told to resync, and starts from the head.
    const behind = await events(restored, student, cursorPastBackup, sourceLogId);
    expect(behind).toMatchObject({ data: [], resync: true, lastEventId: manifest.eventLogHead });
    expect(behind.logId).not.toBe(sourceLogId);
    expect((await events(restored, student, manifest.eventLogHead, behind.logId)).resync).toBe(false);
    // A cursor of the log before the restore is told even when it is behind the restored head:
    // the restored log's ids after it are other events than the ones it saw.
    const earlier = await events(restored, student, manifest.eventLogHead - 1, sourceLogId);
    expect(earlier).toMatchObject({ data: [], resync: true, logId: behind.logId });
  });

  it('refuses a target that holds data, unless --force replaces it', async () => {
    await restored?.close({ keepData: true });
    const refused = await runCommand('restore', ['--from', backupDir], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not empty|already holds/);

    const forced = await runCommand('restore', ['--from', backupDir, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    restored = await startNodeProcess({}, target);
    const student = await restored.signIn('student@tonic.test');
    expect(await messageTexts(restored, student)).toContain('<p>Kept by the backup</p>');
  });

  it('refuses a backup from a newer schema, naming its migration, and one of the other engine', async () => {
    const newer = temp('tonic-backup-newer-');
    fs.cpSync(backupDir, newer, { recursive: true });
    fs.writeFileSync(
      path.join(newer, 'manifest.json'),
      JSON.stringify({ ...manifest, migration: '9999_from_the_future' }),
    );
    const fresh = await emptyDatabase();
    try {
      const run = await runCommand('restore', ['--from', newer], fresh);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("The backup's schema is newer than this version of Tonic");
      expect(run.stderr).toContain('9999_from_the_future');
      expect(fs.existsSync(path.join(fresh.dataDir, 'tonic.db'))).toBe(false);

      // A backup of the other engine is not a restore but a move: refused too.
      fs.writeFileSync(
        path.join(newer, 'manifest.json'),
        JSON.stringify({ ...manifest, engine: manifest.engine === 'sqlite' ? 'postgres' : 'sqlite' }),
      );
      const other = await runCommand('restore', ['--from', newer], fresh);
      expect(other.code).toBe(1);
      expect(other.stderr).toContain(
        manifest.engine === 'sqlite' ? 'backup of a PostgreSQL database' : 'backup of a SQLite database',
      );
      expect(fs.existsSync(path.join(fresh.dataDir, 'tonic.db'))).toBe(false);
    } finally {
      fs.rmSync(newer, { recursive: true, force: true });
      fs.rmSync(fresh.dataDir, { recursive: true, force: true });
      if (fresh.databaseUrl) await dropDatabase(fresh.databaseUrl);
    }
  });
});
