/**
 * One app instance for the two-instance checks (bench/two-instances.ts): the real app on
 * BENCH_DATABASE_URL with its background jobs on pg-boss, whose workers poll every half second
 * here (pg-boss's shortest) so both instances race for the same jobs as often as possible. Prints
 * `{"port":N}` once it listens.
 */
import { buildApp } from '../src/server/app';
import { shopPorts } from '../src/server/feature-ports';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { documentAttachments } from '../src/server/features/6-invoices/invoices/invoice-attachments';
import { allJobs } from '../src/server/all-jobs';
import { startJobs } from '../src/server/jobs/run-jobs';
import { benchEnv } from './processes';

const config = loadConfig({
  ...benchEnv(process.env.BENCH_DATABASE_URL!),
  LOG_LEVEL: 'silent',
  SMTP_URL: process.env.BENCH_SMTP_URL,
  MAIL_FROM: 'Toolyard <shop@toolyard.example>',
});
const db = createDatabase(process.env.BENCH_DATABASE_URL!);
const app = await buildApp({ db, config, ports: shopPorts }, { client: 'none', logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// The jobs as main.ts runs them, with the invoice PDFs the payment e-mails attach.
const jobs = await startJobs({ db, config, mailAttachments: documentAttachments(config), ports: shopPorts }, allJobs, app.log, { pollingIntervalSeconds: 0.5 });

process.once('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => app.close())
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
