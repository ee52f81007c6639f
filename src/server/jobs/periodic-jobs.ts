import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../services';

/**
 * Background work that runs in the server process every `everyMs` (clean-up, expiry, mail). A job
 * must be safe when several instances run it at once (`FOR UPDATE SKIP LOCKED`, an advisory lock
 * or an idempotent statement): the runner only keeps one process from overlapping itself.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(services: AppServices): Promise<void>;
}

export interface RunningJobs {
  /** Stops scheduling and waits for runs in flight (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs each job after a random first delay (so instances started together spread out), then every
 * `everyMs` after the previous run ends. A failing run is logged and tried again next time.
 */
export function startPeriodicJobs(services: AppServices, jobs: PeriodicJob[], log: FastifyBaseLogger): RunningJobs {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const schedule = (job: PeriodicJob, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(services)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          inFlight.delete(run);
          schedule(job, job.everyMs);
        });
      inFlight.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, Math.round(Math.random() * job.everyMs));

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
