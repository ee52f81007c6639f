import { sql } from 'kysely';
import type { DB } from '../../src/server/db/database';
import { mailDeliveryJob } from '../../src/server/features/1-platform/mail/delivery/mail-delivery-job';
import { JOB_SCHEMA, jobQueueOn } from '../../src/server/jobs/job-queue';
import { runDueJobs, type JobHandler, type JobOutcome } from '../../src/server/jobs/run-jobs';
import type { AppServices } from '../../src/server/services';

/**
 * Works the queued jobs of `handler` now, as a started instance would (skipping a queue the
 * instance would not work, like held mail), without waiting for pg-boss to poll.
 */
export async function runQueuedJobs(services: AppServices, handler: JobHandler): Promise<JobOutcome[]> {
  if (handler.enabled && !handler.enabled(services)) return [];
  return runDueJobs(services, handler);
}

/** Delivers every queued e-mail that is due now, as the mail worker of a running shop would. */
export function deliverQueuedMail(services: AppServices): Promise<JobOutcome[]> {
  return runQueuedJobs(services, mailDeliveryJob);
}

/** Time passes for `queue`'s jobs by `ms`: those waiting for a retry (or a start) that comes sooner become due now. */
export async function letJobTimePass(db: DB, queue: string, ms: number): Promise<void> {
  await sql`update ${sql.table(`${JOB_SCHEMA}.job`)} set start_after = start_after - ${ms} * interval '1 millisecond' where name = ${queue} and state in ('created', 'retry')`.execute(db);
}

/**
 * A worker that took a job of `queue` went silent `ms` ago: its jobs' start moves back by `ms`,
 * and pg-boss's maintenance takes back those past their expiry (for a retry, or failed once the
 * retries are spent), as it would on a running instance.
 */
export async function letWorkerTimeOut(db: DB, queue: string, ms: number): Promise<void> {
  await sql`update ${sql.table(`${JOB_SCHEMA}.job`)} set started_on = started_on - ${ms} * interval '1 millisecond' where name = ${queue} and state = 'active'`.execute(db);
  await jobQueueOn(db).expire();
}

/** The job `id` of `queue` as pg-boss holds it (its state, attempts, next start), or null. */
export function jobOf(db: DB, queue: string, id: string) {
  return jobQueueOn(db).getJobById(queue, id);
}
