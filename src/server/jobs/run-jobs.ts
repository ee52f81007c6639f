import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppServices } from '../services';
import { jobQueueOn } from './job-queue';
import type { QueueDefinition } from './queues';

/** A job as its handler gets it: pg-boss's row with its attempt count (`retryCount` of `retryLimit`). */
export type QueuedJob<Data = object> = PgBoss.JobWithMetadata<Data>;

/**
 * The work behind one queue of queues.ts. `run` handles one job; it throws to have pg-boss retry
 * it with the queue's backoff, or fail it once the retries are spent.
 */
export interface JobHandler<Data = object> {
  queue: QueueDefinition;
  /** Jobs one fetch takes (each still succeeds or fails on its own); 1 unless given. */
  batchSize?: number;
  /** False: this instance leaves the queue's jobs waiting (mail held for lack of SMTP_URL). */
  enabled?(services: AppServices): boolean;
  run(services: AppServices, job: QueuedJob<Data>): Promise<unknown>;
}

export interface JobOptions {
  /** How often an idle worker asks for jobs, in seconds (pg-boss's minimum is 0.5); 2 unless given. */
  pollingIntervalSeconds?: number;
  /** False: queues' cron schedules are not fired by this instance (tests run jobs when they choose). */
  schedule?: boolean;
}

export interface RunningJobs {
  /** The instance's pg-boss, for sending a job now (tests, the bench). */
  boss: PgBoss;
  /** Stops fetching, waits up to `timeoutMs` for jobs in progress, then gives the rest back for retry. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobOutcome<Data = object> {
  job: QueuedJob<Data>;
  output?: unknown;
  /** What the handler threw: the job was failed, for pg-boss to retry or give up on. */
  error?: unknown;
}

/** Runs one job and settles it in pg-boss: completed with the handler's output, or failed with its error. */
async function runJob<Data>(services: AppServices, handler: JobHandler<Data>, job: QueuedJob<Data>, boss: PgBoss, log?: FastifyBaseLogger): Promise<JobOutcome<Data>> {
  try {
    const output = await handler.run(services, job);
    await boss.complete(job.name, job.id, isObject(output) ? output : undefined);
    return { job, output };
  } catch (error) {
    log?.error({ err: error, job: job.name, jobId: job.id, attempt: job.retryCount + 1 }, 'background job failed');
    await boss.fail(job.name, job.id, { message: error instanceof Error ? error.message : String(error) });
    return { job, error };
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Starts pg-boss on the shop's pool (its schema already prepared by the migration path), works
 * every enabled queue of `handlers` and keeps their cron schedules. Each instance runs its own;
 * pg-boss hands each job to one of them and fires each schedule once for all.
 */
export async function startJobs(services: AppServices, handlers: readonly JobHandler[], log: FastifyBaseLogger, options: JobOptions = {}): Promise<RunningJobs> {
  const { pollingIntervalSeconds = 2, schedule = true } = options;
  const boss = jobQueueOn(services.db, {
    migrate: false,
    schedule,
    // Maintenance (taking back expired jobs, archiving finished ones) runs on one instance at a time.
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  if (schedule) {
    // A schedule this build no longer has (a queue renamed or made one-off) stops firing.
    const kept = new Set(handlers.map((handler) => handler.queue.schedule && handler.queue.name));
    for (const { name } of await boss.getSchedules()) if (!kept.has(name)) await boss.unschedule(name);
  }
  for (const handler of handlers) {
    const { name, schedule: cron } = handler.queue;
    if (cron && schedule) await boss.schedule(name, cron);
    if (handler.enabled && !handler.enabled(services)) continue;
    // Each job of a batch is settled on its own (pg-boss would fail the whole batch on one throw).
    // A full batch means more may be waiting: the worker fetches again at once instead of
    // sleeping its polling interval, so a burst of mail drains at the speed it is sent.
    const batchSize = handler.batchSize ?? 1;
    const worker: string = await boss.work(name, { batchSize, includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await runJob(services, handler, job, boss, log);
      if (jobs.length === batchSize) boss.notifyWorker(worker);
    });
  }
  return {
    boss,
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs, close: false }),
  };
}

/**
 * Works `handler`'s queue here and now, one due job at a time, as a worker would (complete or fail
 * through pg-boss), until none is due or `limit` jobs ran: for tests and scripts that must not
 * wait for a poll. Answers each job's outcome in order: its output, or the error it threw.
 */
export async function runDueJobs<Data>(services: AppServices, handler: JobHandler<Data>, limit = 100): Promise<JobOutcome<Data>[]> {
  const boss = jobQueueOn(services.db);
  const outcomes: JobOutcome<Data>[] = [];
  for (let n = 0; n < limit; n++) {
    const [job] = await boss.fetch<Data>(handler.queue.name, { includeMetadata: true, batchSize: 1 });
    if (!job) break;
    outcomes.push(await runJob(services, handler, job, boss));
  }
  return outcomes;
}
