import { sql } from 'kysely';
import type { DB } from '../../../../db/database';
import { companyAdmins, companyName } from '../../../3-accounts/companies/company-lookups';
import { orderNumberAndTotalOf } from '../../../4-orders/orders/customer-orders';
import { openAccountCompanyId } from '../../../4-orders/orders/order-owners';
import { allocatedCentsOf, creditedCentsOf } from '../receivables/invoice-settlement';

/* The reminders of unpaid on-account invoices (docs/decisions/141): which are due, and each stage recorded once. */

/**
 * Up to `limit` reminders due on `today` (`YYYY-MM-DD`), oldest due date first, in one statement:
 * every on-account invoice (`due_on` set, its order neither cancelled nor expired) still owing
 * something (its order's total less its credit notes less the payments allocated to it) whose
 * latest stage passed by `today` (the greatest of `stages`, days from the due date, at most
 * `today - due_on`: daysFromDue in SQL) has not been sent, nor any later one. Only the latest
 * passed stage: an invoice the job missed for days (it was down) gets one reminder, saying how late
 * it is now, not one per stage it missed; the earlier stages are not recorded, and never come due
 * again since the days from due only grow (docs/decisions/143). "Nor any later one": a stage
 * dropped from the setting after a later one was sent does not send an earlier reminder after it.
 * Each with what the mail needs: the company, its admins, the order's number, what is due.
 *
 * The scan is of invoices due by `today - min(stages)` (invoices_due_on_idx), each checked against
 * invoice_reminders' key; an invoice whose last stage was sent stops at that check.
 */
export function findDueReminders(db: DB, today: string, stages: readonly number[], limit: number) {
  const first = Math.min(...stages);
  const candidates = db
    .selectFrom('invoices')
    .select([
      'invoices.number as invoiceNumber',
      'invoices.orderId',
      (eb) => eb.ref('invoices.dueOn').$castTo<string>().as('dueOn'),
      sql<number | null>`(select max(stage) from unnest(cast(${[...stages]} as integer[])) as stage where stage <= cast(${today} as date) - invoices.due_on)`.as('stage'),
    ])
    .where('invoices.dueOn', 'is not', null)
    .where('invoices.dueOn', '<=', sql<string>`cast(${today} as date) - ${first}::integer`);
  const due = db
    .selectFrom(candidates.as('c'))
    .innerJoinLateral((eb) => orderNumberAndTotalOf(eb.ref('c.orderId')).as('o'), (join) => join.onTrue())
    .select((eb) => [
      'c.invoiceNumber',
      'c.dueOn',
      eb.ref('c.stage').$castTo<number>().as('stage'),
      'o.number as orderNumber',
      openAccountCompanyId(eb.ref('c.orderId')).$castTo<string>().as('companyId'),
      sql<number>`${eb.ref('o.totalCents')} - ${creditedCentsOf(eb.ref('c.orderId'))} - ${allocatedCentsOf(eb.ref('c.invoiceNumber'))}`.as('dueCents'),
    ])
    .where('c.stage', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoiceReminders').select('invoiceReminders.invoiceNumber').whereRef('invoiceReminders.invoiceNumber', '=', 'c.invoiceNumber').whereRef('invoiceReminders.daysFromDue', '>=', 'c.stage'))),
    )
    .orderBy('c.dueOn')
    .orderBy('c.invoiceNumber');
  return db
    .selectFrom(due.as('d'))
    .selectAll('d')
    .select((eb) => [companyName(eb.ref('d.companyId')).$castTo<string>().as('companyName'), companyAdmins(eb.ref('d.companyId')).as('admins')])
    .where('d.dueCents', '>', 0)
    .where('d.companyId', 'is not', null)
    .orderBy('d.dueOn')
    .orderBy('d.invoiceNumber')
    .limit(limit)
    .execute();
}

/**
 * Records each reminder's stage as sent at `sentAt`, in the caller's transaction (the one that
 * queues its mails): `on conflict do nothing`, so of two runs that found the same reminder the
 * second waits for the first's commit and records nothing. Answers the ones this call recorded:
 * only these are mailed.
 */
export function recordReminders(trx: DB, reminders: readonly { invoiceNumber: number; stage: number }[], sentAt: Date) {
  // The same order in every run: two runs inserting overlapping batches wait for each other, never deadlock.
  const rows = [...reminders].sort((a, b) => a.invoiceNumber - b.invoiceNumber || a.stage - b.stage).map((reminder) => ({ invoiceNumber: reminder.invoiceNumber, daysFromDue: reminder.stage, sentAt }));
  return trx
    .insertInto('invoiceReminders')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['invoiceNumber', 'daysFromDue']).doNothing())
    .returning(['invoiceNumber', 'daysFromDue'])
    .execute();
}
