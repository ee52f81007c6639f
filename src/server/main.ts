/**
 * Process entry point: configuration; then, at the same time, the database (Postgres starting in
 * its own process, migrations, start-up data) and the app (this process's CPU); then the HTTP
 * server, then the jobs. Any start-up failure prints one line naming its cause and exits non-zero.
 * `START_TIMING=1` prints what each phase took (start-timing.ts).
 */
import module from 'node:module';
import { loadConfig, type Config } from './config';
import { migrateToLatest } from './migrate';
import { beginOpeningDatabase, type OpenDatabase, type OpeningDatabase } from './db/open-database';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RunningJobs } from './jobs/run-jobs';
import type { AppServices } from './services';
import { markStart, reportStartTiming } from './start-timing';

markStart('start modules loaded');
// Node 22.1 and later: V8's compiled code for the modules imported below is kept between starts.
// scripts/start.mjs turns it on before this file loads; here for `node dist/server/main.js`.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const dev = process.argv.includes('--dev');

function fail(message: string): never {
  console.error(`toolyard: ${message}`);
  process.exit(1);
}

/** The database as the first request needs it: reachable, migrated, with its start-up data. */
async function prepareDatabase({ db, reachable }: OpeningDatabase, config: Config): Promise<void> {
  // The start-up data's modules load while Postgres starts, as the app's do.
  const bootstrap = Promise.all([import('./bootstrap-data'), import('./feature-ports')]);
  await reachable;
  markStart('database reachable');
  await migrateToLatest(db);
  markStart('migrations');
  const [{ bootstrapData }, { shopPorts }] = await bootstrap;
  await bootstrapData({ db, config, ports: shopPorts });
  markStart('start-up data');
}

/**
 * The app, its modules imported only now (the build splits them off), so that loading them, like
 * building the app, happens while Postgres starts; its services with the shop's ports (the
 * composition root), which the jobs are started with too.
 */
async function buildLoadedApp(base: Pick<AppServices, 'db' | 'config'>): Promise<{ app: FastifyInstance; services: AppServices }> {
  const [{ buildApp }, { shopPorts }] = await Promise.all([import('./app'), import('./feature-ports')]);
  markStart('app modules loaded');
  const services: AppServices = { ...base, ports: shopPorts };
  const app = await buildApp(services, { client: dev ? 'dev' : 'built' });
  markStart('app built');
  return { app, services };
}

/** The background jobs on pg-boss, loaded after listening: no request waits for them. */
async function startBackgroundJobs(services: AppServices, log: FastifyBaseLogger): Promise<RunningJobs> {
  const [{ allJobs }, { startJobs }, { documentAttachments }] = await Promise.all([
    import('./all-jobs'),
    import('./jobs/run-jobs'),
    import('./features/6-invoices/invoices/invoice-attachments'),
  ]);
  // The mail job renders the invoice PDF a "payment received" mail carries as it sends it.
  return startJobs({ ...services, mailAttachments: documentAttachments(services.config) }, allJobs, log);
}

async function main(): Promise<void> {
  const config = loadConfig();
  markStart('configuration');
  let database: OpenDatabase | undefined;
  // Started after listening: a signal may come while they are still starting (their connections
  // open), so shutdown waits for the start before stopping them, or Postgres stops under them.
  let jobs: Promise<RunningJobs> | undefined;
  try {
    const opening = await beginOpeningDatabase(config);
    database = opening;
    markStart('database launched');
    // Building the app queries nothing (its listeners connect on ready, in listen below), so it
    // runs in this process while Postgres starts in its own and the data is prepared.
    const [{ app, services }] = await Promise.all([buildLoadedApp({ db: opening.db, config }), prepareDatabase(opening, config)]);
    // Graceful: stop taking requests, let in-flight ones and job runs finish, close the pool and
    // the embedded Postgres. A shutdown that hangs is cut short so the orchestrator is not kept waiting.
    const shutdown = async (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        console.error('toolyard: shutdown took longer than 15 s; exiting');
        process.exit(1);
      }, 15_000).unref();
      await (await jobs?.catch(() => undefined))?.stop();
      await app.close();
      await database?.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') throw new Error(`Port ${config.port} is already in use; set PORT to a free port`);
      if (error.code === 'EACCES') throw new Error(`Not allowed to listen on port ${config.port}; set PORT to another port`);
      throw error;
    });
    markStart('listening');
    jobs = startBackgroundJobs(services, app.log);
    await jobs;
    markStart('jobs started');
    reportStartTiming();
    console.log(`Toolyard is running at ${config.publicUrl}${config.demoMode ? ' (demo mode)' : ''}`);
  } catch (error) {
    await database?.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
