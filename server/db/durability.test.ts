import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import * as calls from '../../shared/calls';
import { startServer, type TestServer } from '../test/harness';
import type { SqliteDatabase } from './sqlite';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('SQLite under faults', () => {
  it('runs with WAL and foreign keys, and flushes the log of every commit before answering', async () => {
    server = await startServer();
    const database = server.app.tonic.database as SqliteDatabase;
    const { sqlite } = database;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // NORMAL: COMMIT leaves the flush to the database's own flush, off the event loop.
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const admin = await server.signIn('admin@tonic.test');
    const flushesBefore = database.flushes();
    const reply = await server.call(calls.settings.saveSettings, { maintenanceMode: false }, admin);
    expect(reply.status).toBe(200);
    expect(database.flushes()).toBeGreaterThan(flushesBefore);
  });

  it('a database held busy past the timeout answers BUSY "try again", not an internal error', async () => {
    server = await startServer({ TONIC_BUSY_TIMEOUT_MS: '150' });
    const admin = await server.signIn('admin@tonic.test');
    const other = new Database(path.join(server.dataDir, 'tonic.db'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const reply = await server.call(calls.settings.saveSettings, { maintenanceMode: true }, admin);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({
        status: 'BUSY',
        error_code: 'BUSY',
        message: 'The server is busy, please try again.',
      });
      expect(reply.headers.get('retry-after')).toBe('1');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const settings = await server.call(calls.settings.getSettings);
    expect(settings.body.data).toMatchObject({ maintenanceMode: false });
  });

  it('a process killed mid-write leaves an intact database with every acknowledged write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-kill-'));
    const file = path.join(dir, 'tonic.db');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../test/writer.ts'), file],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const acknowledged: string[] = [];
    let buffer = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        acknowledged.push(...lines);
        if (acknowledged.length >= 300) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    // 'close': every acknowledgement it wrote before the kill has been read, the last in the pipe too.
    await new Promise((resolve) => child.once('close', resolve));
    const db = new Database(file);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(
      (db.prepare("select Key from settings where Key like 'durable-%'").all() as { Key: string }[]).map(
        (r) => r.Key,
      ),
    );
    for (const key of acknowledged) expect(stored.has(key), key).toBe(true);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
