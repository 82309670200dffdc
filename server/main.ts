// Starts Tonic: validated configuration, the app, one line saying what runs where, and a graceful
// shutdown on SIGINT/SIGTERM. What an operator can fix (a variable, a port in use, a database
// that does not answer) stops the start with one line naming it, never a stack trace.
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { type AppConfig, isOperatorError, loadConfig } from './config';
import { sqliteDriverName } from './db/sqliteDriver';

/** Listen errors an operator fixes in the environment, as the variable to look at. */
function listenProblem(error: unknown, config: AppConfig): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return `PORT: ${config.port} on ${config.host} is already in use`;
  if (code === 'EACCES') return `PORT: no permission to listen on ${config.port}`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `HOST: ${config.host} is not an address of this machine`;
  return null;
}

/** The one start-up line: engine, cluster adapter, mail, public address and data folder. */
function describe(config: AppConfig) {
  const facts = {
    engine: config.databaseUrl ? 'postgres' : 'sqlite',
    adapter: config.redisUrl ? 'redis' : config.databaseUrl ? 'postgres' : 'none',
    mail: config.smtp ? 'smtp' : 'files',
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
  };
  const adapter = facts.adapter === 'none' ? 'no cluster adapter' : `${facts.adapter} cluster adapter`;
  const mail = config.smtp ? `mail by SMTP (${config.smtp.host})` : 'mail to files';
  // The SQLite driver differs by Node major (server/db/sqliteDriver.ts): named so a report says which.
  const engine = config.databaseUrl ? 'postgres database' : `sqlite database (${sqliteDriverName})`;
  const text = `Tonic (${config.site}, ${config.env}) started: ${engine}, ${adapter}, ${mail}, ${config.publicUrl}, data in ${config.dataDir}`;
  return { facts, text };
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Log lines are written as they are logged: a line still being written in the background when
  // process.exit runs is lost, and a shutdown's last line ('stopped', or the bound's error) is
  // logged just before it.
  const app = await buildApp(config, { logStream: pino.destination({ dest: 1, sync: true }) });
  let closing = false;
  // Stop accepting, end the sockets (clients reconnect elsewhere), finish the requests in flight,
  // write last-seen, close the database last (server/http/drain.ts); within the bound, else exit 1.
  const shutdown = (signal: string) => {
    // Ctrl+C under npm delivers SIGINT twice (the terminal's, and npm's forwarded one): one shutdown.
    if (closing) return;
    closing = true;
    const seconds = config.shutdownMs / 1000;
    app.log.info({ signal, boundSeconds: seconds }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal }, `shutdown did not finish within ${seconds} s: exiting`);
      process.exit(1);
    }, config.shutdownMs);
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error, config);
    if (!problem) throw error;
    await app.close();
    console.error(problem);
    process.exit(1);
  }
  const started = describe(config);
  app.log.info(started.facts, started.text);
  // Every start, so it is in the log an operator reads: a production school without SMTP sends
  // nothing (docs/decisions.md).
  if (config.env === 'production' && !config.smtp)
    app.log.warn(
      { mail: 'files', mailDir: path.join(config.dataDir, 'mail') },
      `SMTP_HOST is not set: mail is written to ${path.join(config.dataDir, 'mail')} and reaches no one`,
    );
}

main().catch((error: unknown) => {
  // What the operator can correct: the message names the variable (or the migration), no stack.
  if (isOperatorError(error)) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
