// Integration-test harness: a real server on an ephemeral port with a real SQLite file in a temp
// folder, spoken to over real HTTP and real socket.io-client connections.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../../scripts/pgCluster';
import { databaseUrl, PG_TEMPLATE } from '../../scripts/pgTestClusters';
import { signIn as signInCall } from '../../shared/calls/auth';
import type { CallContract } from '../../shared/calls/define';
import { getEvents, type LoggedEvent } from '../../shared/calls/events';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime';
import { buildApp } from '../app';
import { type Env, loadConfig } from '../config';
import type { Database } from '../db/database';
import { SQLITE_MIGRATIONS } from '../db/migrationsDir';
import { migrateSqlite } from '../db/migrator';
import type { PostgresDatabase } from '../db/postgres';
import type { SqliteDatabase } from '../db/sqlite';
import { BetterSqlite, type SqliteConnection } from '../db/sqliteDriver';
import { DEMO_PASSWORD } from '../seed/demo';
import { installedEntry } from './install';
import { PROCESS_BOOT_MS } from './processBoot';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Reply {
  status: number;
  body: Record<string, unknown> & { status: string; error_code?: string; data?: unknown; field?: string };
  headers: Headers;
}

/** What a test says to a running node over HTTP and sockets, wherever the node runs. */
export interface TestNode {
  url: string;
  dataDir: string;
  /** The server's PostgreSQL database in the PostgreSQL pass, else undefined (SQLite). */
  databaseUrl: string | undefined;
  /**
   * Raw SQL on the server's database, for checks a call does not show. Portable SQL only:
   * quoted identifiers ("UserId"), `?` parameters, `returning` for new ids, `true`/`false`.
   */
  sql<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** A call through its contract (shared/calls): its file and req come from there. */
  call(contract: CallContract, data?: unknown, token?: string | null): Promise<Reply>;
  /** A call by raw file and req, for the calls no contract has: unknown ones, broken envelopes. */
  callRaw(file: string, req: string, data?: unknown, token?: string | null): Promise<Reply>;
  post(file: string, body: BodyInit, headers?: Record<string, string>): Promise<Reply>;
  signIn(email: string, password?: string): Promise<string>;
  connect(
    token: string | null,
    options?: { origin?: string; headers?: Record<string, string> },
  ): ClientSocket;
}

/** A server in the test's own process, with its injected clock and its log lines. */
export interface TestServer extends TestNode {
  app: FastifyInstance;
  logs: () => string[];
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  /** Stops the server; keepData leaves the database for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The PostgreSQL pass (vitest.pg.config.ts, scripts/pgTestClusters.ts) sets these to its throwaway
 * clusters: each server then gets a database of its own there, named after its data folder and
 * copied from the cluster's migrated template. In-process servers use the fast cluster (no flush
 * to disk); node processes, which tests kill -9, use the durable one.
 */
const PG_FAST_URL = process.env.TONIC_TEST_PG_URL;
const PG_DURABLE_URL = process.env.TONIC_TEST_PG_DURABLE_URL;

async function onPgAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database for this data folder on a test cluster (made once, kept across restarts): a copy of
 * the migrated template, or of `template0` for a database with no tables at all.
 */
async function pgDatabaseFor(
  adminUrl: string,
  dataDir: string,
  existing: boolean,
  template: string = PG_TEMPLATE,
): Promise<string> {
  const name = path.basename(dataDir);
  if (!existing) await onPgAdmin(adminUrl, `create database "${name}" template ${template}`);
  return databaseUrl(adminUrl, name);
}

/** Drops a test server's database; its connections, a closing one included, are ended. */
function dropPgDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  return onPgAdmin(databaseUrl(url, 'postgres'), `drop database "${name}" with (force)`);
}

/**
 * What a new node starts on: a data folder and, in the PostgreSQL pass, an empty database of its
 * own. Give it to startNodeProcess as `reuse`; closing the last node removes both.
 */
export async function emptyDatabase(): Promise<Pick<TestNode, 'dataDir' | 'databaseUrl'>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-test-'));
  const cluster = PG_FAST_URL || PG_DURABLE_URL ? durableCluster() : undefined;
  return {
    dataDir,
    databaseUrl: cluster ? await pgDatabaseFor(cluster, dataDir, false, 'template0') : undefined,
  };
}

let sqliteTemplate: string | undefined;

/**
 * A SQLite file with every migration applied and no rows, made once per test process: a new
 * server's database starts as a copy of it, as on PostgreSQL, instead of running the migrations.
 */
function migratedSqliteFile(): string {
  if (sqliteTemplate) return sqliteTemplate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-template-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'tonic.db');
  const connection = new BetterSqlite(file);
  connection.pragma('journal_mode = WAL');
  migrateSqlite(connection, SQLITE_MIGRATIONS);
  // Closing the last connection moves the log into the file: the copy is whole on its own.
  connection.close();
  sqliteTemplate = file;
  return file;
}

export async function startServer(env: Env = {}, reuse?: { dataDir: string }): Promise<TestServer> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-test-'));
  const pgUrl = PG_FAST_URL ? await pgDatabaseFor(PG_FAST_URL, dataDir, reuse !== undefined) : undefined;
  if (!reuse && !pgUrl && !env.TONIC_DATABASE_URL)
    fs.copyFileSync(migratedSqliteFile(), path.join(dataDir, 'tonic.db'));
  let offset = 0;
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    TONIC_DATA_DIR: dataDir,
    // The demo people and courses; the demo school's business (TONIC_SEED=demo) is for people to
    // look at, and each test makes the rows it reads.
    TONIC_SEED: 'accounts',
    TONIC_LOG_LEVEL: 'info',
    TONIC_ORIGINS: 'http://allowed.test',
    TONIC_LOGIN_RATE_LIMIT: '1000',
    // No built client unless the test gives one: what a server answers never depends on whether
    // dist/client holds a build (a fresh clone has none until the journeys' build).
    TONIC_STATIC_DIR: path.join(dataDir, 'no-client'),
    ...(pgUrl && { TONIC_DATABASE_URL: pgUrl }),
    ...env,
  });
  const app = await buildApp(config, { clock: () => Date.now() + offset, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const client = nodeClient(url);

  const server: TestServer = {
    ...client,
    app,
    dataDir,
    databaseUrl: pgUrl,
    logs: () => lines,
    advance(ms) {
      offset += ms;
    },
    sql: (text, ...params) => rawSql(app.tonic.database, text, params),
    async close(options = {}) {
      client.disconnectAll();
      await app.close();
      if (options.keepData) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await dropPgDatabase(pgUrl);
    },
  };
  return server;
}

/** The HTTP and socket side of a node at `url`; it remembers its sockets to close them. */
function nodeClient(url: string) {
  const sockets: ClientSocket[] = [];
  async function post(file: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${url}/api/backend/${file}`, { method: 'POST', body, headers });
    return { status: res.status, body: (await res.json()) as Reply['body'], headers: res.headers };
  }
  /**
   * A call as the client sends it (urlencoded), through node:http: a few times cheaper in CPU than
   * fetch, and the tests make tens of thousands. One connection per call (no keep-alive), so no
   * call ever meets a connection the server is closing.
   */
  function callRaw(
    file: string,
    req: string,
    data: unknown = {},
    token: string | null = null,
  ): Promise<Reply> {
    const body = new URLSearchParams({ req, data: JSON.stringify(data) }).toString();
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'content-length': Buffer.byteLength(body),
      ...(token && { authorization: `Bearer ${token}` }),
    };
    return new Promise<Reply>((resolve, reject) => {
      const request = http.request(
        `${url}/api/backend/${file}`,
        { method: 'POST', headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            try {
              const replyHeaders = new Headers();
              for (const [name, value] of Object.entries(res.headers))
                for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
                  replyHeaders.append(name, one);
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(text) as Reply['body'],
                headers: replyHeaders,
              });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
  const client = {
    url,
    post,
    callRaw,
    call(contract: CallContract, data: unknown = {}, token: string | null = null) {
      return callRaw(contract.file, contract.req, data, token);
    },
    async signIn(email: string, password = DEMO_PASSWORD) {
      const reply = await client.call(signInCall, { Email: email, Password: password });
      if (reply.status !== 200) throw new Error(`sign in failed: ${JSON.stringify(reply.body)}`);
      return (reply.body.data as { token: string }).token;
    },
    connect(token: string | null, options: { origin?: string; headers?: Record<string, string> } = {}) {
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
    disconnectAll() {
      for (const socket of sockets) socket.disconnect();
    },
  };
  return client;
}

/** A node in a process of its own (server/main.ts), as an operator runs it: it can be killed. */
export interface NodeProcess extends TestNode {
  child: ChildProcess;
  /** How the process ended (resolves once it has, and its output has all been read). */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its stdout lines (the JSON log) so far, when started with captureLogs. */
  logs(): string[];
  /** Stops the node (SIGTERM, waiting for its exit); keepData leaves the database. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** How long a closing node process has to end after SIGTERM (its own shutdown bound is 10 s). */
const NODE_STOP_MS = 30_000;

/**
 * How a node process is started. By default the run's production bundle (scripts/testInstallSetup.ts
 * builds it once per run and names its folder in TONIC_TEST_INSTALL), else server/main.ts through tsx
 * (install.ts, installedEntry).
 */
export interface NodeLaunch {
  command?: string;
  args?: string[];
  cwd?: string;
  /** Keep the node's stdout (its log lines) for logs(); else it is dropped. */
  captureLogs?: boolean;
}

/**
 * Starts server/main.ts in a child process on a free port: on PostgreSQL in the PostgreSQL pass
 * (the test cluster), else on a SQLite file in its data folder. `reuse` joins the database and
 * files folder of an earlier node: a second node of one cluster, or a restart after a kill.
 */
export async function startNodeProcess(
  env: Env = {},
  reuse?: Pick<TestNode, 'dataDir' | 'databaseUrl'>,
  launch: NodeLaunch = {},
): Promise<NodeProcess> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tonic-test-'));
  const pgUrl = reuse?.databaseUrl ?? (await durableDatabaseFor(dataDir));
  const port = await freePort();
  const main = installedEntry('main');
  const cwd = launch.cwd ?? main.cwd;
  const child = spawn(launch.command ?? main.command, launch.args ?? main.args, {
    ...(cwd && { cwd }),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      TONIC_DATA_DIR: dataDir,
      ...(pgUrl && { TONIC_DATABASE_URL: pgUrl }),
      TONIC_SEED: reuse ? 'none' : 'accounts',
      TONIC_LOG_LEVEL: 'warn',
      TONIC_ORIGINS: 'http://allowed.test',
      TONIC_LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', launch.captureLogs ? 'pipe' : 'ignore', 'inherit'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  // 'close', not 'exit': the process may end before its last lines are read from the pipe.
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const exited = exit.then(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the node process exited');
    try {
      return (await fetch(`${url}/healthz`)).ok;
    } catch {
      return false;
    }
  }, PROCESS_BOOT_MS);
  const pool = pgUrl ? new pg.Pool({ connectionString: pgUrl, max: 2 }) : null;
  // Dropping the database ends its connections, a closing one included: expected, not a failure.
  pool?.on('error', () => {});
  const client = nodeClient(url);
  let closed = false;
  return {
    ...client,
    child,
    exit,
    logs: () => lines,
    dataDir,
    databaseUrl: pgUrl,
    async sql<T>(text: string, ...params: unknown[]) {
      if (!pool) {
        // The node's own file, opened beside it as another process would (WAL allows it).
        const file = new BetterSqlite(path.join(dataDir, 'tonic.db'));
        try {
          return runOnSqlite<T>(file, text, params);
        } finally {
          file.close();
        }
      }
      return (await pool.query(numberedParams(text), params)).rows as T[];
    },
    async close(options = {}) {
      // Closing twice (a test's own close, then its cleanup's) closes once.
      if (closed) return;
      closed = true;
      client.disconnectAll();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // A node that has not ended well past its own shutdown bound (hung, or stopped by a test
      // that failed before resuming it) is killed: no run leaves a process behind.
      const killer = setTimeout(() => child.kill('SIGKILL'), NODE_STOP_MS);
      await exited;
      clearTimeout(killer);
      await pool?.end();
      if (options.keepData) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await dropPgDatabase(pgUrl);
    },
  };
}

/** A new node process's database in the PostgreSQL pass: on the durable cluster, as it may be killed. */
function durableCluster(): string {
  if (!PG_DURABLE_URL)
    throw new Error('TONIC_TEST_PG_DURABLE_URL is not set: run node processes through vitest.pg.config.ts');
  return PG_DURABLE_URL;
}

async function durableDatabaseFor(dataDir: string): Promise<string | undefined> {
  if (!PG_FAST_URL && !PG_DURABLE_URL) return undefined;
  return pgDatabaseFor(durableCluster(), dataDir, false);
}

/** A caller's events after an id, every page, as a client catching up reads them. */
export async function eventsAfter(node: TestNode, token: string, After: number): Promise<LoggedEvent[]> {
  const all: LoggedEvent[] = [];
  for (let cursor = After; ; ) {
    const reply = await node.call(getEvents, { After: cursor, Limit: 200 }, token);
    const page = reply.body as unknown as { data: LoggedEvent[]; hasMore: boolean };
    all.push(...page.data);
    cursor = page.data.at(-1)?.eventId ?? cursor;
    if (!page.hasMore) return all;
  }
}

/** A test's SQL, written with `?` for parameters, as PostgreSQL numbers them ($1, $2, ...). */
function numberedParams(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Runs one statement on a SQLite connection: a read answers its rows, a write none. */
function runOnSqlite<T>(connection: SqliteConnection, text: string, params: unknown[]): T[] {
  const statement = connection.prepare(text);
  if (statement.reader) return statement.all(...params) as T[];
  statement.run(...params);
  return [];
}

async function rawSql<T>(database: Database, text: string, params: unknown[]): Promise<T[]> {
  if (database.engine === 'postgres')
    return (await (database as PostgresDatabase).pool.query(numberedParams(text), params)).rows as T[];
  // A statement of the test's takes its turn on the writer like any unit of work: run beside the
  // queue, it would land in a batch still waiting for its commit, unseen by the server's reads.
  return database.transaction(async () => runOnSqlite<T>((database as SqliteDatabase).sqlite, text, params));
}

/** Resolves when the socket connects, rejects with the handshake's refusal. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/**
 * How long a state or an event may take before a wait gives up: an upper bound, not a wait (each
 * wait ends when its state comes), far from the tests' own timeouts, and wide enough for a mail
 * rendered and sent by the outbox while the two cores are shared with other runs (a 5 s bound
 * failed there).
 */
export const STATE_DEADLINE_MS = 30_000;

/** Resolves with the next payload of an event, or rejects after a timeout. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = STATE_DEADLINE_MS,
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

/** Resolves with the next payload of an event that matches, or rejects after a timeout. */
export function nextEventWhere<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = STATE_DEADLINE_MS,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Every payload of an event the socket receives from now on. */
export function collectEvents<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const got: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => got.push(payload)) as never);
  return got;
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
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = STATE_DEADLINE_MS,
): Promise<void> {
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
export async function staffAccounts(nodes: TestNode[], prefix: string, count: number): Promise<string[]> {
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
