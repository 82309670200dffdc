// The core every feature plugin builds on: configuration, the one clock, the database and its
// unit of work, the event bus, the call registry, mail and the security log. Decorated as
// `app.tonic`; features decorate their own public service (docs/architecture.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rooms } from '../shared/realtime';
import { type Limiters, memoryLimiters, postgresLimiters } from './calls/limiters';
import { CallRegistry } from './calls/registry';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { createUnitOfWork, type RunWork } from './db/unitOfWork';
import { createUserRowsSink, type UserRowsSink } from './db/userRows';
import { createEventBus } from './events/bus';
import { loggedEventCheck } from './events/checkEvent';
import { eventLogOn } from './events/eventLog.repo';
import { createSecurityLog, type SecurityLog } from './log/security';
import { createMailTransport } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';
import type { SocketServer } from './realtime/socketServer';
import { createOwnersRepo, type OwnersRepo } from './scope/owners.repo';
import type { ScopedAccess } from './scope/policy';

/** Ending sockets, for features that cannot wait for the realtime plugin to exist. */
export interface SocketControl {
  disconnectSessions(sessionIds: number[]): void;
  disconnectUser(userId: number): void;
  /**
   * After a committed change of a user's type or companies: their open sockets follow it on
   * every node (`formerCompanyIds`: the companies they belonged to before, whose rooms they leave).
   */
  userAccessChanged(
    userId: number,
    access: ScopedAccess,
    formerCompanyIds?: readonly number[],
  ): Promise<void>;
}

export interface Tonic {
  config: AppConfig;
  clock: () => number;
  database: Database;
  work: RunWork;
  bus: ReturnType<typeof createEventBus>;
  registry: CallRegistry;
  /** Rate limits: per process on SQLite, shared by every node on PostgreSQL. */
  limiters: Limiters;
  security: SecurityLog;
  /** Mail, written with the change that causes it and sent after commit. */
  outbox: Outbox;
  /** Ends sockets once the realtime plugin has attached the socket server. */
  sockets: SocketControl;
  /** What each row belongs to: the school or one company (server/scope). */
  owners: OwnersRepo;
  /** After each commit, the users whose sign-in rows changed (the session cache listens). */
  userRows: UserRowsSink;
  /** `clustered`: other nodes share the rooms through an adapter. */
  attachSockets(server: SocketServer, clustered: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tonic: Tonic;
  }
}

export interface CoreOptions {
  config: AppConfig;
  clock: () => number;
}

async function core(app: FastifyInstance, { config, clock }: CoreOptions): Promise<void> {
  const database = await openDatabase(config);
  for (const tag of database.migrated) app.log.info({ migration: tag }, `migration applied: ${tag}`);
  // Outside production a push that does not match the catalogue is logged and thrown, like a
  // call reply that does not match its contract (the action answers INTERNAL).
  const bus = createEventBus(config.validateOutput ? loggedEventCheck(app.log) : undefined);
  const userRows = createUserRowsSink((error) =>
    app.log.error({ err: error }, 'dropping changed sessions from the cache failed'),
  );
  const work = createUnitOfWork({
    database,
    userRows,
    eventLog: eventLogOn(bus),
    clock,
    onStepError: (error) => app.log.error({ err: error }, 'after-commit step failed'),
  });
  const outbox = createOutbox({
    database,
    work,
    transport: createMailTransport(config, clock),
    clock,
    log: app.log,
  });
  const limiters = config.databaseUrl
    ? await postgresLimiters(config.databaseUrl, (error) =>
        app.log.error({ err: error }, 'rate-limit store failed'),
      )
    : memoryLimiters();
  let socketServer: SocketServer | null = null;
  app.decorate('tonic', {
    config,
    clock,
    database,
    work,
    bus,
    registry: new CallRegistry(limiters.create),
    limiters,
    security: createSecurityLog(app.log),
    outbox,
    owners: createOwnersRepo(database.read),
    userRows,
    sockets: {
      disconnectSessions: (ids) => socketServer?.disconnectSessions(ids),
      disconnectUser: (id) => socketServer?.disconnectUser(id),
      userAccessChanged: async (id, access, former) => socketServer?.userAccessChanged(id, access, former),
    },
    attachSockets(server, clustered) {
      socketServer = server;
      // Several nodes: the operators may be on another one, which only the adapter reaches.
      const opsRoom = server.io.of('/').adapter.rooms;
      bus.attach(server.io, clustered ? () => true : () => (opsRoom.get(rooms.ops)?.size ?? 0) > 0);
    },
  });
  // Closed last (hooks run in reverse): every feature has stopped writing by then.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    await outbox.stop();
    await limiters.close();
    await database.close();
  });
}

export const corePlugin = fp(core, { name: 'core' });
