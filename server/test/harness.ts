// Integration-test harness: a real server on an ephemeral port with a real SQLite file in a temp
// folder, spoken to over real HTTP and real socket.io-client connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime';
import { buildApp } from '../app';
import { type Env, loadConfig } from '../config';
import type { Database } from '../db/database';
import type { PostgresDatabase } from '../db/postgres';
import type { SqliteDatabase } from '../db/sqlite';
import { DEMO_PASSWORD } from '../seed/demo';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Reply {
  status: number;
  body: Record<string, unknown> & { status: string; error_code?: string; data?: unknown; field?: string };
  headers: Headers;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  /** The server's PostgreSQL database in the PostgreSQL pass, else undefined (SQLite). */
  databaseUrl: string | undefined;
  logs: () => string[];
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  /**
   * Raw SQL on the server's database, for checks a call does not show. Portable SQL only:
   * quoted identifiers ("UserId"), `?` parameters, `returning` for new ids, `true`/`false`.
   */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  call(file: string, req: string, data?: unknown, token?: string | null): Promise<Reply>;
  post(file: string, body: BodyInit, headers?: Record<string, string>): Promise<Reply>;
  signIn(email: string, password?: string): Promise<string>;
  connect(
    token: string | null,
    options?: { origin?: string; headers?: Record<string, string> },
  ): ClientSocket;
  /** Stops the server; keepData leaves the database for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The PostgreSQL run of the suite (scripts/test.ts) sets TONIC_TEST_PG_URL to a throwaway
 * cluster: each server then gets a database of its own there, named after its data folder.
 */
const PG_ADMIN_URL = process.env.TONIC_TEST_PG_URL;

async function onPgAdmin(statement: string): Promise<void> {
  const client = new pg.Client(PG_ADMIN_URL);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database for this data folder on the test cluster (made once, kept across restarts). */
async function pgDatabaseFor(dataDir: string, existing: boolean): Promise<string> {
  const name = path.basename(dataDir);
  if (!existing) await onPgAdmin(`create database "${name}"`);
  const url = new URL(PG_ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startServer(env: Env = {}, reuse?: { dataDir: string }): Promise<TestServer> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-test-'));
  const databaseUrl = PG_ADMIN_URL ? await pgDatabaseFor(dataDir, reuse !== undefined) : undefined;
  let offset = 0;
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    TONIC_DATA_DIR: dataDir,
    TONIC_SEED: 'demo',
    TONIC_LOG_LEVEL: 'info',
    TONIC_ORIGINS: 'http://allowed.test',
    TONIC_LOGIN_RATE_LIMIT: '1000',
    ...(databaseUrl && { TONIC_DATABASE_URL: databaseUrl }),
    ...env,
  });
  const app = await buildApp(config, { clock: () => Date.now() + offset, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const sockets: ClientSocket[] = [];

  async function post(file: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${url}/api/backend/${file}`, { method: 'POST', body, headers });
    return { status: res.status, body: (await res.json()) as Reply['body'], headers: res.headers };
  }

  const server: TestServer = {
    app,
    url,
    dataDir,
    databaseUrl,
    logs: () => lines,
    advance(ms) {
      offset += ms;
    },
    sql: (text, ...params) => rawSql(app.tonic.database, text, params),
    call(file, req, data = {}, token = null) {
      const body = new URLSearchParams({ req, data: JSON.stringify(data) });
      return post(file, body, token ? { authorization: `Bearer ${token}` } : {});
    },
    post,
    async signIn(email, password = DEMO_PASSWORD) {
      const reply = await server.call('login.php', 'sign_in', { Email: email, Password: password });
      if (reply.status !== 200) throw new Error(`sign in failed: ${JSON.stringify(reply.body)}`);
      return (reply.body.data as { token: string }).token;
    },
    connect(token, options = {}) {
      const socket: ClientSocket = io(url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { ...options.headers, ...(options.origin && { origin: options.origin }) },
      });
      sockets.push(socket);
      return socket;
    },
    async close(options = {}) {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (options.keepData) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await onPgAdmin(`drop database "${path.basename(dataDir)}" with (force)`);
    },
  };
  return server;
}

async function rawSql<T>(database: Database, text: string, params: unknown[]): Promise<T[]> {
  if (database.engine === 'postgres') {
    let n = 0;
    const result = await (database as PostgresDatabase).pool.query(
      text.replace(/\?/g, () => `$${++n}`),
      params,
    );
    return result.rows as T[];
  }
  const statement = (database as SqliteDatabase).sqlite.prepare(text);
  if (statement.reader) return statement.all(...params) as T[];
  statement.run(...params);
  return [];
}

/** Resolves when the socket connects, rejects with the handshake's refusal. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Resolves with the next payload of an event, or rejects after a timeout. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never;
    socket.once(event, listener);
  });
}

export function disconnected(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.disconnected) return resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

/** How often `until` looks again: often enough to follow a state, not so often it takes a core. */
const UNTIL_POLL_MS = 5;

/** Resolves once a condition holds, looking again every few milliseconds; rejects after a timeout. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, UNTIL_POLL_MS));
  }
}

/**
 * Coach accounts made straight in the database (sharing the demo coach's password hash, so no
 * argon2 per account), each signed in on the node at the same index modulo `nodes`.
 */
export async function staffAccounts(nodes: TestServer[], prefix: string, count: number): Promise<string[]> {
  const first = nodes[0]!;
  const [coach] = await first.sql<{ PasswordHash: string }>(
    `select "PasswordHash" from users where "Email" = 'coach@tonic.test'`,
  );
  for (let i = 0; i < count; i++) {
    await first.sql(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") values (?, ?, ?, 'Editor', ?, 8, true, 'now', 'now')`,
      `${prefix}${i}@tonic.test`,
      `${prefix}${i}@tonic.test`,
      coach!.PasswordHash,
      String(i),
    );
  }
  return Promise.all(
    Array.from({ length: count }, (_, i) => nodes[i % nodes.length]!.signIn(`${prefix}${i}@tonic.test`)),
  );
}
