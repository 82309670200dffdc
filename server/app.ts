// buildApp(config): the whole server as a Fastify instance, used by server/main.ts and the tests.
// Third-party plugins first, then our plugins, then the calls (fastify/demo's order).
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { ALL_CALLS } from '../shared/calls';
import { AppError } from './calls/appError';
import { registerDispatcher, sendFailure } from './calls/dispatcher';
import { type AuthedUser, CallRegistry } from './calls/registry';
import type { AppConfig } from './config';
import { openSqlite, type SqliteDatabase } from './db/sqlite';
import { createUnitOfWork } from './db/unitOfWork';
import { createEventBus } from './events/bus';
import { createEventLogRepo } from './events/eventLog.repo';
import { registerEventCalls } from './events/events.calls';
import { registerAuthCalls } from './features/auth/auth.calls';
import { createAuthRepo } from './features/auth/auth.repo';
import { type AuthService, createAuthService } from './features/auth/auth.service';
import { registerContentCalls } from './features/content/content.calls';
import { createContentRepo } from './features/content/content.repo';
import { createContentService } from './features/content/content.service';
import { registerCourseAdminCalls } from './features/courseAdmin/courseAdmin.calls';
import { createCourseAdminRepo } from './features/courseAdmin/courseAdmin.repo';
import { createCourseAdminService } from './features/courseAdmin/courseAdmin.service';
import { registerCoursesCalls } from './features/courses/courses.calls';
import { createCoursesRepo } from './features/courses/courses.repo';
import { createCoursesService } from './features/courses/courses.service';
import { registerLockCalls, registerLockRealtime } from './features/locks/locks.calls';
import { createLocksRepo } from './features/locks/locks.repo';
import { createLocksService, type LocksService } from './features/locks/locks.service';
import { registerMessagesCalls } from './features/messages/messages.calls';
import { registerMessagingRealtime } from './features/messages/messages.realtime';
import { createMessagesRepo } from './features/messages/messages.repo';
import { createMessagesService } from './features/messages/messages.service';
import { registerPublicSiteCalls } from './features/publicSite/publicSite.calls';
import { createPublicSiteRepo } from './features/publicSite/publicSite.repo';
import { registerSettingsCalls } from './features/settings/settings.calls';
import { createSettingsRepo } from './features/settings/settings.repo';
import { createSettingsService } from './features/settings/settings.service';
import { registerSupportCalls } from './features/support/support.calls';
import { createSupportService } from './features/support/support.service';
import { createTasksRepo } from './features/tasks/tasks.repo';
import { createTasksService } from './features/tasks/tasks.service';
import { registerUploads } from './features/uploads/uploads';
import { registerUsersCalls } from './features/users/users.calls';
import { createUsersRepo } from './features/users/users.repo';
import { createUsersService } from './features/users/users.service';
import { announceBuild, registerVersionCalls } from './features/versions/versions';
import { registerCertificateDownload, registerXpCalls } from './features/xp/xp.calls';
import { createXpRepo } from './features/xp/xp.repo';
import { createXpService } from './features/xp/xp.service';
import { registerMetrics } from './http/metrics';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticClient } from './http/staticClient';
import { createSecurityLog } from './log/security';
import { createMailer } from './mail/mailer';
import { registerOpsTail } from './realtime/opsTail';
import { createPresence } from './realtime/presence';
import { createSocketServer, type SocketServer } from './realtime/socketServer';
import { seedDemo } from './seed/demo';

/** Largest call body accepted; bigger ones answer 400 BODY_TOO_LARGE. */
export const CALL_BODY_LIMIT = 1024 * 1024;
const PRUNE_EVERY_MS = 3_600_000;
const LOCK_SWEEP_EVERY_MS = 15_000;

export interface Tonic {
  config: AppConfig;
  database: SqliteDatabase;
  registry: CallRegistry;
  sockets: SocketServer;
  auth: AuthService;
  locks: LocksService;
}

declare module 'fastify' {
  interface FastifyInstance {
    tonic: Tonic;
  }
}

export interface BuildOptions {
  clock?: () => number;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: CALL_BODY_LIMIT,
    // The default closes keep-alive sockets on shutdown; socket.io closes its own.
    forceCloseConnections: true,
  });

  const clock = options.clock ?? Date.now;
  const database = openSqlite(path.join(config.dataDir, 'tonic.db'), config.busyTimeoutMs);
  const db = database.read;

  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: CALL_BODY_LIMIT });
  await app.register(multipart, {
    limits: { fieldSize: CALL_BODY_LIMIT, fields: 20, files: 1, fileSize: 10 * 1024 * 1024 },
  });
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendFailure(reply, request, fromFastifyError(error)),
  );

  const security = createSecurityLog(app.log);
  const bus = createEventBus();
  const work = createUnitOfWork({
    database,
    bus,
    clock,
    onStepError: (error) => app.log.error({ err: error }, 'after-commit step failed'),
  });
  const eventLog = createEventLogRepo(db);
  const mailer = createMailer(config, database, clock);
  const settings = createSettingsService(createSettingsRepo(db), work);

  // The socket server needs the authenticator and the auth service needs to end sockets.
  let sockets: SocketServer | null = null;
  const socketControl = {
    disconnectSessions: (ids: number[]) => sockets?.disconnectSessions(ids),
    disconnectUser: (id: number) => sockets?.disconnectUser(id),
  };
  const auth = createAuthService({
    repo: createAuthRepo(db),
    config,
    mailer,
    security,
    work,
    sockets: socketControl,
    registrationEnabled: async () => (await settings.current()).registrationEnabled,
    clock,
  });
  sockets = createSocketServer(app.server, {
    auth,
    origins: config.origins,
    security,
    onListenerError: (error) => app.log.error({ err: error }, 'socket listener failed'),
  });
  bus.attach(sockets.io);
  registerOpsTail(sockets);
  const presence = createPresence(sockets, clock);

  const coursesRepo = createCoursesRepo(db);
  const locksRepo = createLocksRepo(db);
  const xp = createXpService({
    repo: createXpRepo(db),
    work,
    openPart: (user, courseId, partId) => courses.assertPart(user, courseId, partId),
    clock,
  });
  const courses = createCoursesService({
    repo: coursesRepo,
    work,
    site: config.site,
    clock,
    courseLockHolder: async (courseId) =>
      (await locksRepo.locksOf(courseId)).find((l) => l.CoursePartId === 0),
    afterProgress: (...args) => xp.afterProgress(...args),
  });
  const locks = createLocksService({
    repo: locksRepo,
    work,
    idleMinutes: async () => (await settings.current()).courseEditIdleMinutes,
    targetExists: async (courseId, partId) =>
      (await coursesRepo.findCourse(courseId)) !== undefined &&
      (partId === 0 || (await coursesRepo.findPart(partId))?.CourseId === courseId),
  });
  const canOpenCourse = (user: AuthedUser, courseId: number) => courses.canOpen(user, courseId);
  const registry = new CallRegistry();
  registerAuthCalls(registry, auth, config, canOpenCourse);
  registerCoursesCalls(registry, courses);
  const messages = createMessagesService({
    repo: createMessagesRepo(db),
    work,
    presence,
    mailer,
    publicUrl: config.publicUrl,
    canOpenCourse,
  });
  registerMessagesCalls(registry, messages, config.messageRate);
  registerMessagingRealtime(sockets, messages, presence);
  const tasks = createTasksService(createTasksRepo());
  registerSupportCalls(registry, createSupportService(tasks, work));
  registerLockCalls(registry, locks);
  registerVersionCalls(registry, config.staticDir);
  registerPublicSiteCalls(registry, {
    repo: createPublicSiteRepo(db),
    tasks,
    courses: coursesRepo,
    xp,
    work,
    site: config.site,
  });
  registerContentCalls(
    registry,
    createContentService({ repo: createContentRepo(db), work, site: config.site }),
  );
  const courseName = async (courseId: number) => (await coursesRepo.findCourse(courseId))?.Name ?? null;
  registerXpCalls(registry, xp, courseName);
  registerCertificateDownload(app, {
    xp,
    auth,
    publicUrl: config.publicUrl,
    template: async (courseId) => (await coursesRepo.findCourse(courseId))?.CertificateTemplate ?? null,
  });
  registerCourseAdminCalls(
    registry,
    createCourseAdminService({ repo: createCourseAdminRepo(db), courses: coursesRepo, locks, work }),
  );
  registerLockRealtime(sockets, locks, presence, canOpenCourse);
  registerEventCalls(registry, eventLog);
  registerSettingsCalls(registry, settings, {
    webshopUrl: config.webshopUrl,
    analyticsUrl: config.analyticsUrl,
  });
  registerUsersCalls(registry, createUsersService(createUsersRepo(db), work, socketControl));
  registry.assertComplete(ALL_CALLS);
  registerDispatcher(app, { registry, auth, config, security });
  registerUploads(app, { auth, filesDir: path.join(config.dataDir, 'files'), security });

  app.get('/healthz', async () => ({ status: 'OK', site: config.site }));
  if (config.metrics) registerMetrics(app, () => sockets?.io.engine.clientsCount ?? 0, presence.onlineCount);
  await registerStaticClient(app, config.staticDir);

  if (config.seed === 'demo' && (await seedDemo(database, new Date(clock()).toISOString())))
    app.log.info('demo data created');
  await announceBuild(work, config.staticDir);

  const logFailure = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  const lockSweeper = setInterval(
    () => void locks.sweep().catch(logFailure('lock sweep failed')),
    LOCK_SWEEP_EVERY_MS,
  );
  lockSweeper.unref();
  const prune = setInterval(() => {
    const before = new Date(clock() - config.eventRetentionMs).toISOString();
    database
      .transaction((tx) => eventLog.pruneBefore(tx, before))
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'old events pruned');
      })
      .catch(logFailure('event pruning failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();

  app.decorate('tonic', { config, database, registry, sockets, auth, locks });
  app.addHook('onClose', async () => {
    clearInterval(prune);
    clearInterval(lockSweeper);
    await sockets?.io.close();
    mailer.close();
    await database.close();
  });
  return app;
}

/** Fastify's own body errors, in our envelope: every one is the client's bad input. */
function fromFastifyError(error: FastifyError): unknown {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BODY_TOO_LARGE', { field: 'data' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', { field: 'data' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_BODY', { field: 'data' });
    default:
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return new AppError('UNSUPPORTED_BODY', { field: 'data' });
      }
      return error;
  }
}
