// buildApp(config): the whole server as a Fastify instance, used by server/main.ts and the tests.
// Third-party plugins first, then our plugins, then the calls (fastify/demo's order).
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { ALL_CALLS } from '../shared/calls';
import { AppError } from './calls/appError';
import { bodyError } from './calls/bodyErrors';
import { registerDispatcher } from './calls/dispatcher';
import { sendFailure } from './calls/envelope';
import { type AppConfig, ConfigError } from './config';
import { corePlugin } from './core.plugin';
import { eventsPlugin } from './events/events.plugin';
import { accountingPlugin } from './features/accounting/accounting.plugin';
import { authPlugin } from './features/auth/auth.plugin';
import { codesPlugin } from './features/codes/codes.plugin';
import { companiesPlugin } from './features/companies/companies.plugin';
import { contentPlugin } from './features/content/content.plugin';
import { coursesPlugin } from './features/courses/courses.plugin';
import { credentialsPlugin } from './features/credentials/credentials.plugin';
import { customersPlugin } from './features/customers/customers.plugin';
import { earTrainingPlugin } from './features/earTraining/earTraining.plugin';
import { editingPlugin } from './features/editing/editing.plugin';
import { examsPlugin } from './features/exams/exams.plugin';
import { habitsPlugin } from './features/habits/habits.plugin';
import { invoicesPlugin } from './features/invoices/invoices.plugin';
import { messagesPlugin } from './features/messages/messages.plugin';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import { privacyPlugin } from './features/privacy/privacy.plugin';
import { productsPlugin } from './features/products/products.plugin';
import { publicSitePlugin } from './features/publicSite/publicSite.plugin';
import { rewardsPlugin } from './features/rewards/rewards.plugin';
import { schedulePlugin } from './features/schedule/schedule.plugin';
import { settingsPlugin } from './features/settings/settings.plugin';
import { statisticsPlugin } from './features/statistics/statistics.plugin';
import { supportPlugin } from './features/support/support.plugin';
import { surveysPlugin } from './features/surveys/surveys.plugin';
import { tasksPlugin } from './features/tasks/tasks.plugin';
import { registerUploads } from './features/uploads/uploads';
import { usersPlugin } from './features/users/users.plugin';
import { versionsPlugin } from './features/versions/versions.plugin';
import { webhooksPlugin } from './features/webhooks/webhooks.plugin';
import { createDrain } from './http/drain';
import { registerHealth } from './http/health';
import { RequestLogController, registerRequestLog } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticClient } from './http/staticClient';
import { realtimePlugin } from './realtime/realtime.plugin';
import { demoAccountsIn, seedDemo } from './seed/demo';
import { seedDemoSchool } from './seed/demoSchool';

/** Largest call body accepted; bigger ones answer 400 BODY_TOO_LARGE. */
export const CALL_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  clock?: () => number;
  /** Where log lines go (default stdout, written in the background); tests read them from here. */
  logStream?: pino.DestinationStream;
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
    // Behind a proxy, request.ip (per-address limits, logs) is the client's address.
    trustProxy: config.trustProxy,
    // Shutdown lets the requests in flight finish (server/http/drain.ts) instead of cutting them.
    forceCloseConnections: false,
    // Fastify bounds each onReady and preClose hook by this too (10 s by default, the default
    // shutdown bound): the drain's own bound must come first, else a close that waits for it
    // fails with "Plugin did not start in time" instead of cutting the requests left.
    pluginTimeout: config.shutdownMs + 10_000,
    // One line per request, with the call and the user (server/http/requestLog.ts).
    logController: new RequestLogController(),
  });
  registerRequestLog(app);
  // First of the preClose hooks: stop accepting before anything else closes.
  const drain = createDrain(app, config.shutdownMs);
  app.addHook('preClose', drain.stopAccepting);

  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: CALL_BODY_LIMIT });
  await app.register(multipart, {
    limits: { fieldSize: CALL_BODY_LIMIT, fields: 20, files: 1, fileSize: 10 * 1024 * 1024 },
  });
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendFailure(reply, request, fromFastifyError(error)),
  );

  // The features, each a plugin with its dependencies (docs/architecture.md).
  await app.register(corePlugin, { config, clock: options.clock ?? Date.now });
  await refuseDemoAccountsInProduction(app, config);
  await app.register(settingsPlugin);
  await app.register(notificationsPlugin);
  await app.register(coursesPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(companiesPlugin);
  await app.register(tasksPlugin);
  await app.register(rewardsPlugin);
  await app.register(habitsPlugin);
  await app.register(credentialsPlugin);
  await app.register(webhooksPlugin);
  await app.register(editingPlugin);
  await app.register(examsPlugin);
  await app.register(messagesPlugin);
  await app.register(supportPlugin);
  await app.register(publicSitePlugin);
  await app.register(earTrainingPlugin);
  await app.register(contentPlugin);
  await app.register(surveysPlugin);
  await app.register(schedulePlugin);
  await app.register(codesPlugin);
  await app.register(customersPlugin);
  await app.register(productsPlugin);
  await app.register(accountingPlugin);
  await app.register(invoicesPlugin);
  await app.register(usersPlugin);
  await app.register(privacyPlugin);
  await app.register(eventsPlugin);
  await app.register(statisticsPlugin);
  await app.register(versionsPlugin);
  // Last of the preClose hooks: the sockets have ended (realtime's hook), the requests in flight
  // finish; the onClose hooks (last-seen writes, the cluster adapter, the database) follow.
  app.addHook('preClose', drain.finish);

  const { registry, security, database, clock } = app.tonic;
  const { sockets, presence, cluster } = app.realtime;
  // Before the routes, so its hook times every one of them. prom-client loads only where metrics
  // are switched on.
  if (config.metrics)
    (await import('./http/metrics')).registerMetrics(app, {
      sockets: () => sockets.io.engine.clientsCount,
      onlineUsers: presence.onlineCount,
      outbox: () => app.tonic.outbox.stats(),
      database: () => database.load(),
      sessionChecks: () => app.auth.sessionCache.checks(),
      ...(cluster && { adapter: { kind: cluster.kind, connected: () => cluster.connected() } }),
    });
  registry.assertComplete(ALL_CALLS);
  registerDispatcher(app, { registry, auth: app.auth, config, security, clock });
  registerUploads(app, {
    filesDir: path.join(config.dataDir, 'files'),
    security,
    clock,
    work: app.tonic.work,
    owners: app.tonic.owners,
    assertStorageRoom: async (w, user, bytes) => {
      const { active } = await app.companies.scopeOf(user, w.tx);
      if (active !== null) await app.companies.assertRoom(w, active, 'storage', bytes);
    },
  });
  registerHealth(
    app,
    { site: config.site, mail: config.smtp ? 'smtp' : 'files' },
    {
      required: { database: () => database.ping() },
      optional: cluster ? { cluster: () => cluster.ping() } : {},
    },
  );
  await registerStaticClient(
    app,
    config.staticDir,
    async () => (await app.settings.brand()).schoolName,
    async () => (await app.content.latestNews(1))[0]?.id ?? null,
  );

  if (config.seed !== 'none' && (await seedDemo(database, new Date(clock()).toISOString()))) {
    if (config.seed === 'demo') await seedDemoSchool(app, clock());
    app.log.info('demo data created');
  }
  return app;
}

/**
 * In production a database holding the demo accounts (published password) is refused, unless
 * TONIC_ALLOW_DEMO_ACCOUNTS says it is a public demo site: a copy of a demo database put into
 * service by mistake would have an administrator anyone can sign in as.
 */
async function refuseDemoAccountsInProduction(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.env !== 'production' || config.allowDemoAccounts) return;
  const found = await demoAccountsIn(app.tonic.database.read);
  if (found.length === 0) return;
  await app.close();
  throw new ConfigError(
    `Refusing to start in production: the database holds the demo accounts (${found.join(', ')}), whose password is published.\n  Remove them, or set TONIC_ALLOW_DEMO_ACCOUNTS=true for a public demo site.`,
  );
}

/** Errors Fastify raises before a route runs (body parsing mostly), as the envelope's. */
function fromFastifyError(error: FastifyError): unknown {
  const broken = bodyError(error, 'data');
  if (broken) return broken;
  // Any other complaint about the request itself is the client's, not ours.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return new AppError('UNSUPPORTED_BODY', { field: 'data' });
  return error;
}
