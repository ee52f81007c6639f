import type PgBoss from 'pg-boss';

/**
 * A pg-boss queue of the shop: its name, how pg-boss retries a failed job (`retryLimit` more
 * tries, `retryDelay` seconds apart, doubling with jitter when `retryBackoff`), when a job whose
 * worker went silent is taken back (`expireInSeconds`), how long finished jobs are kept, and for
 * a periodic job its cron `schedule` (pg-boss fires each schedule once a minute at most, on one of
 * the instances).
 */
export interface QueueDefinition {
  name: string;
  schedule?: string;
  policy?: PgBoss.QueuePolicy;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  retentionMinutes?: number;
}

/**
 * A sweep that runs every minute or few: `singleton`, so a slow run and the next one never
 * overlap on any instance; a failed run is retried twice (15-30 s, then 30-60 s later, pg-boss's
 * backoff with jitter), and the next scheduled run comes anyway.
 */
const sweep = (name: string, schedule: string): QueueDefinition => ({ name, schedule, policy: 'singleton', retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 5 * 60 });

/**
 * Every queue the shop runs, created by the migration path (job-queue.ts prepareJobQueue); the
 * handlers are in all-jobs.ts. Each handler must be safe when two instances run the same work
 * (row locks, conditional updates): pg-boss gives a job to one worker, but a job taken back after
 * its expiry may still be running somewhere.
 */
export const QUEUES = {
  /**
   * One job per outbox message, its id the message's (mail/outbox-repository.ts queues it in the
   * business transaction). Ten attempts, 30 s doubling (with jitter) apart: about three to six
   * hours of trying. A worker silent for 5 minutes (far beyond the SMTP timeouts) loses the job
   * to another. Kept 30 days while waiting, so mail held for lack of SMTP_URL waits that long.
   */
  mailDelivery: { name: 'mail-delivery', retryLimit: 9, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60, retentionMinutes: 30 * 24 * 60 },
  /** Re-queues outbox messages that lost their job and deletes old settled ones (mail/delivery/mail-outbox-sweep.ts). */
  mailOutboxSweep: sweep('mail-outbox-sweep', '*/10 * * * *'),
  orderExpiry: sweep('order-expiry', '* * * * *'),
  paymentReconciliation: sweep('payment-reconciliation', '* * * * *'),
  /** Reminders of unpaid on-account invoices, each stage once (invoices/reminders/send-invoice-reminders.ts). */
  invoiceReminders: sweep('invoice-reminders', '7 * * * *'),
  /** Expired sessions and ended rate-limit windows. */
  expiredRows: sweep('expired-rows', '*/10 * * * *'),
} as const satisfies Record<string, QueueDefinition>;
