// Configuration from the environment, validated at start: a wrong value stops the server with a
// message that names the variable.
import path from 'node:path';
import { z } from 'zod';
import { SITES } from '../shared/site';
import { hasErrorName, messageOf } from '../shared/thrown';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
/** A TCP port; 0 (listen) asks the system for a free one. */
const port = (fallback: number, min = 0) =>
  z.coerce
    .number({ error: `a port number from ${min} to 65535` })
    .int(`a port number from ${min} to 65535`)
    .min(min, `a port number from ${min} to 65535`)
    .max(65535, `a port number from ${min} to 65535`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TONIC_DATA_DIR: z.string().min(1).default('./data'),
  TONIC_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
    .optional(),
  TONIC_DB_POOL_SIZE: int(10, 1),
  TONIC_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  TONIC_SITE: z.enum(SITES).default('academy'),
  TONIC_SEED: z.enum(['demo', 'accounts', 'none']).optional(),
  TONIC_ALLOW_DEMO_ACCOUNTS: bool.default(false),
  TONIC_PUBLIC_URL: z.url().optional(),
  TONIC_ORIGINS: z.string().optional(),
  TONIC_STATIC_DIR: z.string().default('./dist/client'),
  TONIC_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TONIC_SESSION_IDLE_HOURS: int(24 * 7, 1),
  TONIC_SESSION_MAX_DAYS: int(30, 1),
  TONIC_LOGIN_MAX_ATTEMPTS: int(5, 1),
  TONIC_LOGIN_LOCK_MINUTES: int(15, 1),
  TONIC_LOGIN_RATE_LIMIT: int(30, 1),
  TONIC_MESSAGE_RATE: int(30, 1),
  TONIC_EVENT_RETENTION_DAYS: int(30, 1),
  TONIC_BUSY_TIMEOUT_MS: int(5000, 0),
  TONIC_SHUTDOWN_SECONDS: int(10, 1),
  TONIC_NODE_HEARTBEAT_MS: int(5000, 100),
  TONIC_NODE_DEAD_AFTER_MS: int(20_000, 300),
  TONIC_VALIDATE_OUTPUT: bool.optional(),
  TONIC_METRICS: bool.default(false),
  TONIC_TRUST_PROXY: z.string().optional(),
  TONIC_WEBSHOP_URL: z.url().optional(),
  TONIC_ANALYTICS_URL: z.url().optional(),
  TONIC_SELLER_NAME: z.string().trim().min(1).max(200).default('Tonic'),
  TONIC_SELLER_ADDRESS: z.string().trim().max(300).default(''),
  TONIC_SELLER_VAT_NUMBER: z.string().trim().max(40).default(''),
  TONIC_SELLER_PAYMENT: z.string().trim().max(300).default(''),
  TONIC_HABIT_REMINDER_POLL_MS: int(60_000, 0),
  TONIC_WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  TONIC_WEBHOOKS_TIMEOUT_MS: int(10_000, 100),
  TONIC_WEBHOOKS_CONCURRENCY: int(8, 1),
  TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'comma-separated milliseconds')
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port(587, 1),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().trim().min(1).optional(),
});

export type Env = Record<string, string | undefined>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded SQLite file. */
  databaseUrl: string | null;
  databasePoolSize: number;
  /** Socket.IO between nodes through Redis instead of PostgreSQL's LISTEN/NOTIFY. */
  redisUrl: string | null;
  site: (typeof SITES)[number];
  /** demo: the demo people, courses and school; accounts: the people and courses alone (tests). */
  seed: 'demo' | 'accounts' | 'none';
  /** Production only: start on a database that holds the demo accounts (a public demo site). */
  allowDemoAccounts: boolean;
  publicUrl: string;
  origins: string[];
  staticDir: string | null;
  /** Who the invoices are from: printed on each invoice (the address lines split at commas). */
  seller: { name: string; address: string; vatNumber: string; payment: string };
  logLevel: string;
  session: { idleMs: number; maxMs: number };
  login: { maxAttempts: number; lockMs: number; ratePerMinute: number };
  /** Messages a user may send per 10 seconds. */
  messageRate: number;
  eventRetentionMs: number;
  busyTimeoutMs: number;
  /** A shutdown waits this long for the requests in flight, then ends the process (exit 1). */
  shutdownMs: number;
  /**
   * Several nodes (PostgreSQL): each beats this often in cluster_nodes; one silent for deadAfterMs
   * is taken for dead and its users are marked offline by a survivor.
   */
  nodeHeartbeat: { everyMs: number; deadAfterMs: number };
  validateOutput: boolean;
  /** Serve GET /healthz/metrics (memory, event-loop delay, sockets) for benchmarks. */
  metrics: boolean;
  /**
   * Which proxies in front of the server to believe about the client's address
   * (X-Forwarded-For): none (false), any (true), or these addresses and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** The external store's address when the head has not set one on the branding page. */
  webshopUrl: string | null;
  analyticsUrl: string | null;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  /** How often this node looks for habit reminders due; 0: never (other nodes send them). */
  habitReminderPollMs: number;
  webhooks: {
    /** Development and tests: plain http and private receivers (never this server itself). */
    allowPrivate: boolean;
    timeoutMs: number;
    /** Deliveries in flight at once per node. */
    concurrency: number;
    /** Tests only: a shorter retry schedule (null: WEBHOOK_RETRY_DELAYS_MS). */
    retryDelaysMs: number[] | null;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * What stops a start for a reason the operator fixes (a setting, or a database migrated by a
 * newer version): shown as its message alone, without a stack.
 */
export function isOperatorError(error: unknown): error is Error {
  return hasErrorName(error, 'ConfigError') || hasErrorName(error, 'SchemaTooNewError');
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable counts as unset (`SMTP_HOST=` in an env file, `${SMTP_HOST:-}` in compose).
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  // Redis only joins nodes together; one SQLite file serves one process.
  if (e.TONIC_REDIS_URL && !e.TONIC_DATABASE_URL)
    problems.push('TONIC_REDIS_URL: needs TONIC_DATABASE_URL (several nodes share one PostgreSQL database)');
  // Links in mails (and the default sender) would otherwise point at localhost.
  if (production && !e.TONIC_PUBLIC_URL)
    problems.push('TONIC_PUBLIC_URL: required in production: the address people use (https://...)');
  // The demo accounts share a published password.
  if (production && (e.TONIC_SEED === 'demo' || e.TONIC_SEED === 'accounts') && !e.TONIC_ALLOW_DEMO_ACCOUNTS)
    problems.push(
      'TONIC_SEED: demo is refused in production (the demo accounts have a published password); a public demo site also sets TONIC_ALLOW_DEMO_ACCOUNTS=true',
    );
  // A live node must have beaten at least twice within the window, or a slow beat looks like death.
  if (e.TONIC_NODE_DEAD_AFTER_MS < 3 * e.TONIC_NODE_HEARTBEAT_MS)
    problems.push(
      `TONIC_NODE_DEAD_AFTER_MS: at least three heartbeats (3 × TONIC_NODE_HEARTBEAT_MS = ${3 * e.TONIC_NODE_HEARTBEAT_MS})`,
    );
  // Development and tests only: receivers on this machine or the local network.
  if (production && e.TONIC_WEBHOOKS_ALLOW_PRIVATE)
    problems.push(
      'TONIC_WEBHOOKS_ALLOW_PRIVATE: refused in production (webhooks go to public https addresses only)',
    );
  // Node processes in tests cannot move their clock: they shorten the schedule instead.
  if (e.TONIC_WEBHOOKS_RETRY_SCHEDULE_MS && e.NODE_ENV !== 'test')
    problems.push('TONIC_WEBHOOKS_RETRY_SCHEDULE_MS: for tests only (NODE_ENV=test)');
  if (problems.length > 0) throw invalid(problems);
  const publicUrl = (e.TONIC_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const origins = e.TONIC_ORIGINS
    ? e.TONIC_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [
        new URL(publicUrl).origin,
        `http://localhost:${e.PORT}`,
        `http://127.0.0.1:${e.PORT}`,
        // The Vite dev server proxies the socket with its own origin.
        ...(e.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
      ];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.TONIC_DATA_DIR),
    databaseUrl: e.TONIC_DATABASE_URL ?? null,
    databasePoolSize: e.TONIC_DB_POOL_SIZE,
    redisUrl: e.TONIC_REDIS_URL ?? null,
    site: e.TONIC_SITE,
    // Production never invents demo accounts (and refuses to be asked, above, unless allowed).
    seed: e.TONIC_SEED ?? (production ? 'none' : 'demo'),
    allowDemoAccounts: e.TONIC_ALLOW_DEMO_ACCOUNTS,
    publicUrl,
    origins: [...new Set(origins)],
    staticDir: path.resolve(e.TONIC_STATIC_DIR),
    logLevel: e.TONIC_LOG_LEVEL,
    session: { idleMs: e.TONIC_SESSION_IDLE_HOURS * 3_600_000, maxMs: e.TONIC_SESSION_MAX_DAYS * 86_400_000 },
    login: {
      maxAttempts: e.TONIC_LOGIN_MAX_ATTEMPTS,
      lockMs: e.TONIC_LOGIN_LOCK_MINUTES * 60_000,
      ratePerMinute: e.TONIC_LOGIN_RATE_LIMIT,
    },
    messageRate: e.TONIC_MESSAGE_RATE,
    eventRetentionMs: e.TONIC_EVENT_RETENTION_DAYS * 86_400_000,
    busyTimeoutMs: e.TONIC_BUSY_TIMEOUT_MS,
    shutdownMs: e.TONIC_SHUTDOWN_SECONDS * 1000,
    nodeHeartbeat: { everyMs: e.TONIC_NODE_HEARTBEAT_MS, deadAfterMs: e.TONIC_NODE_DEAD_AFTER_MS },
    validateOutput: e.TONIC_VALIDATE_OUTPUT ?? e.NODE_ENV !== 'production',
    metrics: e.TONIC_METRICS,
    trustProxy: trustProxyOf(e.TONIC_TRUST_PROXY),
    webshopUrl: e.TONIC_WEBSHOP_URL ?? null,
    analyticsUrl: e.TONIC_ANALYTICS_URL ?? null,
    seller: {
      name: e.TONIC_SELLER_NAME,
      address: e.TONIC_SELLER_ADDRESS,
      vatNumber: e.TONIC_SELLER_VAT_NUMBER,
      payment: e.TONIC_SELLER_PAYMENT,
    },
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, pass: e.SMTP_PASS }
      : null,
    mailFrom: e.SMTP_FROM ?? defaultSender(production, publicUrl, e.TONIC_SELLER_NAME),
    habitReminderPollMs: e.TONIC_HABIT_REMINDER_POLL_MS,
    webhooks: {
      allowPrivate: e.TONIC_WEBHOOKS_ALLOW_PRIVATE,
      timeoutMs: e.TONIC_WEBHOOKS_TIMEOUT_MS,
      concurrency: e.TONIC_WEBHOOKS_CONCURRENCY,
      retryDelaysMs: e.TONIC_WEBHOOKS_RETRY_SCHEDULE_MS?.split(',').map(Number) ?? null,
    },
  };
}

/**
 * A service named by a variable that does not answer at start (the URL's host only: its password
 * stays out of the message).
 */
export function unreachable(variable: string, url: string, error: unknown): ConfigError {
  return new ConfigError(`${variable}: cannot connect to ${new URL(url).host}: ${messageOf(error)}`);
}

function invalid(lines: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/**
 * Without SMTP_FROM: in production the school's name at the public address's host, so replies
 * and bounces stay in its domain; elsewhere the demo domain.
 */
function defaultSender(production: boolean, publicUrl: string, name: string): string {
  if (!production) return 'Tonic <no-reply@tonic.test>';
  // A display name is quoted; quotes and backslashes inside it would end the quoting.
  return `"${name.replace(/["\\]/g, '')}" <no-reply@${new URL(publicUrl).hostname}>`;
}

/** TONIC_TRUST_PROXY: unset or "false" trusts nobody, "true" every hop, else a comma-separated list. */
function trustProxyOf(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
