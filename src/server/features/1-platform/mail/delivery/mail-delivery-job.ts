import { QUEUES } from '../../../../jobs/queues';
import type { JobHandler } from '../../../../jobs/run-jobs';
import { deliverMail } from './deliver-mail';
import { transportFor } from './mail-transport';

/**
 * Delivers one outbox message per job (queued with the message: outbox-repository.ts). pg-boss
 * gives each job to one worker of one instance and retries a refused attempt with the queue's
 * backoff (queues.ts); the last attempt marks the message failed. While mail is held (production
 * without SMTP_URL) no instance works the queue: the jobs wait, and the messages in the outbox.
 */
export const mailDeliveryJob: JobHandler = {
  queue: QUEUES.mailDelivery,
  batchSize: 20,
  enabled: ({ config }) => transportFor(config) !== null,
  run({ db, config, mailAttachments }, job) {
    const transport = transportFor(config);
    if (!transport) throw new Error('Mail is held: SMTP_URL is not set');
    return deliverMail(db, transport, job.id, { lastAttempt: job.retryCount >= job.retryLimit, render: mailAttachments });
  },
};
