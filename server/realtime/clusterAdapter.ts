// The Socket.IO adapter that joins several nodes: an emit to a room reaches its sockets on every
// node, and fetchSockets asks them all. Redis pub/sub when TONIC_REDIS_URL is set, else
// PostgreSQL's LISTEN/NOTIFY on the database the nodes already share; none on SQLite (one
// process). docs/decisions.md says why PostgreSQL's is the default and when Redis pays.
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';
import {
  Adapter,
  type BroadcastOptions,
  type ClusterAdapter as ClusterAdapterBase,
  MessageType,
} from 'socket.io-adapter';
import { type AppConfig, unreachable } from '../config';
import { MIGRATION_LOCK } from '../db/migrator';
import { tapPool } from '../db/statementTap';
import { batchingNotifies } from './notifyBatch';

export interface ClusterAdapter {
  kind: 'postgres' | 'redis';
  adapter: NonNullable<ServerOptions['adapter']>;
  /** Answers when the connection to the other nodes works; rejects with the reason. */
  ping(): Promise<void>;
  /** Whether the link to the other nodes is up now (metrics): false when it is degraded. */
  connected(): Promise<boolean>;
  close(): Promise<void>;
}

/** A node gone without a word is dropped within seconds. */
const HEARTBEAT_INTERVAL_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 6_000;

/** How long the metrics wait for the adapter's database to answer before calling it degraded. */
const CONNECTED_CHECK_MS = 1_000;

async function answersWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The PostgreSQL adapter's own table for payloads over NOTIFY's 8000-byte limit. */
export const ATTACHMENTS = `create table if not exists socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
)`;

export async function openClusterAdapter(
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl'>,
  log: FastifyBaseLogger,
): Promise<ClusterAdapter | null> {
  if (config.redisUrl) return openRedis(config.redisUrl, log);
  if (config.databaseUrl) return openPostgres(config.databaseUrl, log);
  return null;
}

async function openPostgres(databaseUrl: string, log: FastifyBaseLogger): Promise<ClusterAdapter> {
  // A pool of its own: the adapter keeps one connection listening for the other nodes.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', (error) => log.error({ err: error }, 'socket adapter connection failed'));
  tapPool(pool, 'cluster');
  // The adapter keeps its LISTEN client checked out, where the pool's handler does not reach: a
  // lost connection would be an uncaught error, and the dead client, never released, would keep
  // pool.end() (the node's shutdown) waiting for ever. It is handed back broken; the adapter
  // connects another by itself.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      log.warn({ err: error }, 'socket adapter connection lost');
      const held = client as pg.PoolClient;
      if (checkedOut.delete(held)) held.release(error);
    }),
  );
  // Under the migrators' lock: nodes starting together would race on the table's creation.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
    await client.query(ATTACHMENTS);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return {
    kind: 'postgres',
    // A commit's pushes to the other nodes in one statement (notifyBatch.ts).
    adapter: localFirst(
      createPostgresAdapter(batchingNotifies(pool), {
        errorHandler: (error) => log.error({ err: error }, 'socket adapter failed'),
        heartbeatInterval: HEARTBEAT_INTERVAL_MS,
        heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
      }),
    ),
    async ping() {
      await pool.query('select 1');
    },
    async connected() {
      return answersWithin(pool.query('select 1'), CONNECTED_CHECK_MS);
    },
    close: () => pool.end(),
  };
}

/** What a broadcast hands to the other nodes (socket.io-adapter's own encoding of its options). */
function encodeOptions(opts: BroadcastOptions) {
  return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
}

/**
 * The PostgreSQL adapter, emitting to this node's own sockets at once and then telling the other
 * nodes. As published, it emitted locally only once its notify was answered: a push then reached
 * this node's sockets after the call that made it had answered, to whoever had joined the room
 * meanwhile (a viewer who had just read the state got the older event after it). Emitting first,
 * in the bus's order, gives one node the order and timing SQLite has; the other nodes still hear
 * the pushes in order (notifyBatch.ts). The Redis adapter already emits locally first.
 */
function localFirst(factory: (nsp: unknown) => ClusterAdapterBase): (nsp: unknown) => ClusterAdapterBase {
  return function clusterAdapterLocalFirst(nsp: unknown) {
    const adapter = factory(nsp);
    const publish = (
      adapter as unknown as {
        publishAndReturnOffset(message: { type: MessageType.BROADCAST; data: unknown }): Promise<string>;
      }
    ).publishAndReturnOffset.bind(adapter);
    adapter.broadcast = async (packet: unknown, opts: BroadcastOptions) => {
      Adapter.prototype.broadcast.call(adapter, packet, opts);
      if (opts.flags?.local) return;
      // The adapter's own broadcast logs and drops a failed publish too; the local sockets have it.
      await publish({ type: MessageType.BROADCAST, data: { packet, opts: encodeOptions(opts) } }).catch(
        () => {},
      );
    };
    return adapter;
  };
}

async function openRedis(redisUrl: string, log: FastifyBaseLogger): Promise<ClusterAdapter> {
  // Loaded only where Redis is configured: about 0.1 s of CPU at start that other nodes never need.
  const [{ Redis }, { createAdapter: createRedisAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-adapter'),
  ]);
  // Publishing and subscribing need two connections: a subscribed one can do nothing else.
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber])
    client.on('error', (error) => log.error({ err: error }, 'socket adapter connection failed'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw unreachable('TONIC_REDIS_URL', redisUrl, error);
  }
  // The adapter publishes without waiting for the answer, so a refused publish (Redis away, or
  // this node shutting down) would be an unhandled rejection that ends the process. The push is
  // lost for the other nodes; their clients catch up by event id.
  const publish = publisher.publish.bind(publisher);
  publisher.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      log.warn({ err: error }, 'a push to the other nodes was not published');
      return 0;
    })) as typeof publisher.publish;
  return {
    kind: 'redis',
    adapter: createRedisAdapter(publisher, subscriber, { key: 'tonic' }),
    async ping() {
      // While ioredis reconnects it queues commands: a ping would wait, not fail.
      for (const client of [publisher, subscriber])
        if (client.status !== 'ready') throw new Error(`Redis connection ${client.status}`);
      await publisher.ping();
    },
    // Both connections: one publishes this node's pushes, the other receives the others'.
    async connected() {
      return publisher.status === 'ready' && subscriber.status === 'ready';
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
