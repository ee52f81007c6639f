import { expiredRowsJob } from '../features/accounts/sessions/expired-rows-job';
import { mailDeliveryJob } from '../features/mail/delivery/mail-delivery-job';
import { expireUnpaidOrders } from '../features/orders/closing/expire-orders';
import { reconcilePayments } from '../features/payments/settlement/reconcile-payments';
import type { PeriodicJob } from './periodic-jobs';

/** Every background job the server runs (main.ts starts them once it listens). */
export const allJobs: PeriodicJob[] = [
  expiredRowsJob,
  mailDeliveryJob,
  { name: 'order-expiry', everyMs: 60_000, run: (services) => expireUnpaidOrders(services).then(() => undefined) },
  { name: 'payment-reconciliation', everyMs: 60_000, run: (services) => reconcilePayments(services).then(() => undefined) },
];
