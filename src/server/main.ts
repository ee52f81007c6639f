/**
 * Process entry point: configuration, database, migrations, start-up data, then the HTTP server.
 * Any start-up failure prints one line naming its cause and exits non-zero.
 */
import { buildApp } from './app';
import { bootstrapData } from './bootstrap-data';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase, type OpenDatabase } from './db/open-database';
import { documentAttachments } from './features/invoices/invoice-attachments';
import { allJobs } from './jobs/all-jobs';
import { startPeriodicJobs, type RunningJobs } from './jobs/periodic-jobs';

const dev = process.argv.includes('--dev');

function fail(message: string): never {
  console.error(`toolyard: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  let database: OpenDatabase | undefined;
  let jobs: RunningJobs | undefined;
  try {
    database = await openDatabase(config);
    await migrateToLatest(database.db);
    await bootstrapData({ db: database.db, config });

    const app = await buildApp({ db: database.db, config }, { client: dev ? 'dev' : 'built' });
    // Graceful: stop taking requests, let in-flight ones and job runs finish, close the pool and
    // the embedded Postgres. A shutdown that hangs is cut short so the orchestrator is not kept waiting.
    const shutdown = async (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        console.error('toolyard: shutdown took longer than 15 s; exiting');
        process.exit(1);
      }, 15_000).unref();
      await jobs?.stop();
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
    // The mail job renders the invoice PDF a "payment received" mail carries as it sends it.
    jobs = startPeriodicJobs({ db: database.db, config, mailAttachments: documentAttachments(config) }, allJobs, app.log);
    console.log(`Toolyard is running at ${config.publicUrl}${config.demoMode ? ' (demo mode)' : ''}`);
  } catch (error) {
    await database?.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
