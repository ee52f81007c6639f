import { calendarDateOf } from '../../../../../shared/rules/account-terms';
import { QUEUES } from '../../../../jobs/queues';
import type { JobHandler } from '../../../../jobs/run-jobs';
import type { AppServices } from '../../../../services';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { invoiceReminderMail } from '../../../1-platform/mail/templates/invoice-mails';
import { findDueReminders, recordReminders } from './reminders-repository';

/** Reminders found, recorded and mailed in one transaction. */
const BATCH = 200;
/** Batches one run works through at most; what is left waits for the next run (the next hour). */
const MAX_BATCHES = 50;

/**
 * Mails the company admins of every unpaid on-account invoice whose reminder stage
 * (INVOICE_REMINDER_DAYS: days from its due date) has come by `now`'s calendar day (UTC), each
 * stage once per invoice (docs/decisions/141, 143): a batch of due reminders is found in one statement,
 * then its stages are recorded in invoice_reminders `on conflict do nothing` and the mails of the
 * ones this run recorded are queued in the outbox, in one transaction. Two instances running it at
 * once, or a run after a restart, find a stage already recorded (or wait for the other's commit
 * and record nothing), so no stage is mailed twice; a failed batch records nothing and is found
 * again by the next run. An invoice paid in full (nothing owed) is no longer found (one paid
 * between a batch's read and its commit may get that last reminder: docs/decisions/143). `now` is the
 * job's clock: the job passes none (the time it runs), tests move it day by day. Answers how many
 * reminders were recorded and mails queued.
 */
export async function sendInvoiceReminders(services: AppServices, now = new Date()): Promise<{ reminders: number; mails: number }> {
  const stages = services.config.invoiceReminderDays;
  const total = { reminders: 0, mails: 0 };
  if (stages.length === 0) return total;
  const today = calendarDateOf(now);
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await findDueReminders(services.db, today, stages, BATCH);
    if (due.length === 0) break;
    const sent = await services.db.transaction().execute(async (trx) => {
      const recorded = new Set((await recordReminders(trx, due, now)).map((row) => `${row.invoiceNumber}:${row.daysFromDue}`));
      let mails = 0;
      for (const reminder of due) {
        // Recorded by another run: it mails them (or has).
        if (!recorded.has(`${reminder.invoiceNumber}:${reminder.stage}`)) continue;
        for (const admin of reminder.admins) {
          await enqueueMail(trx, invoiceReminderMail(services.config, { ...reminder, to: admin, today }));
          mails += 1;
        }
      }
      return { reminders: recorded.size, mails };
    });
    total.reminders += sent.reminders;
    total.mails += sent.mails;
    if (due.length < BATCH) break;
  }
  return total;
}

/** The reminders above every hour (queues.ts): a stage's day starts at midnight UTC, and a run the job missed is made up by the next. */
export const invoiceReminderJob: JobHandler = { queue: QUEUES.invoiceReminders, run: (services) => sendInvoiceReminders(services) };
