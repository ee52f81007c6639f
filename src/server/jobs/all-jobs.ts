import { expiredRowsJob } from '../features/accounts/expired-rows-job';
import { mailDeliveryJob } from '../features/mail/mail-delivery-job';
import type { PeriodicJob } from './periodic-jobs';

/** Every background job the server runs (main.ts starts them once it listens). */
export const allJobs: PeriodicJob[] = [expiredRowsJob, mailDeliveryJob];
