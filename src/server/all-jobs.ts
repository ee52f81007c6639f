import { expiredRowsJob } from './features/3-accounts/accounts/sessions/expired-rows-job';
import { mailDeliveryJob } from './features/1-platform/mail/delivery/mail-delivery-job';
import { mailOutboxSweepJob } from './features/1-platform/mail/delivery/mail-outbox-sweep';
import { expireUnpaidOrders } from './features/4-orders/orders/closing/expire-orders';
import { reconcilePayments } from './features/5-payments/payments/settlement/reconcile-payments';
import { invoiceReminderJob } from './features/6-invoices/invoices/reminders/send-invoice-reminders';
import { QUEUES } from './jobs/queues';
import type { JobHandler } from './jobs/run-jobs';

export const orderExpiryJob: JobHandler = { queue: QUEUES.orderExpiry, run: async (services) => ({ expired: await expireUnpaidOrders(services) }) };
export const paymentReconciliationJob: JobHandler = { queue: QUEUES.paymentReconciliation, run: (services) => reconcilePayments(services) };

/** The work behind every queue of queues.ts (main.ts starts them on pg-boss once it listens). */
export const allJobs: JobHandler[] = [expiredRowsJob, mailDeliveryJob, mailOutboxSweepJob, orderExpiryJob, paymentReconciliationJob, invoiceReminderJob];
