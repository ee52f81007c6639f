import { jobQueueOn } from '../../../../jobs/job-queue';
import { QUEUES } from '../../../../jobs/queues';
import type { JobHandler } from '../../../../jobs/run-jobs';
import type { DB } from '../../../../db/database';
import { deleteSettledMail, listPendingMailBefore, markMailFailed, queueMailDelivery } from '../outbox-repository';

/** Sent and failed messages are kept this long (the dev mailbox and support read them), then deleted. */
const KEEP_SETTLED_MAIL_MS = 30 * 24 * 60 * 60_000;
/** A pending message this old is checked for its job (a new one's job may not be visible yet). */
const CHECK_AFTER_MS = 15 * 60_000;
const BATCH = 200;
const LIVE_STATES = new Set(['created', 'retry', 'active']);

/**
 * Finds pending outbox messages whose delivery job is gone and settles them: a message queued
 * before deliveries were pg-boss jobs, or whose job was archived while mail was held, is queued
 * again; one whose job pg-boss failed for good without its last attempt marking it (the worker
 * stopped during it) is marked failed. Answers how many of each.
 */
export async function sweepMailOutbox(db: DB, now = new Date()): Promise<{ requeued: number; failed: number }> {
  const boss = jobQueueOn(db);
  const pending = await listPendingMailBefore(db, new Date(now.getTime() - CHECK_AFTER_MS), BATCH);
  let requeued = 0;
  let failed = 0;
  for (const { id } of pending) {
    const job = await boss.getJobById(QUEUES.mailDelivery.name, id);
    if (job && LIVE_STATES.has(job.state)) continue;
    if (job?.state === 'failed') {
      await markMailFailed(db, id, 'Delivery stopped during its last attempt');
      failed++;
    } else if (!job && (await queueMailDelivery(db, id))) {
      requeued++;
    }
  }
  return { requeued, failed };
}

/** Every ten minutes: the sweep above, and settled messages past their keeping time deleted. */
export const mailOutboxSweepJob: JobHandler = {
  queue: QUEUES.mailOutboxSweep,
  async run({ db }) {
    const swept = await sweepMailOutbox(db);
    const deleted = await deleteSettledMail(db, new Date(Date.now() - KEEP_SETTLED_MAIL_MS));
    return { ...swept, deleted };
  },
};
