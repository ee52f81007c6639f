import type { PeriodicJob } from '../../../jobs/periodic-jobs';
import { deleteEndedWindows } from '../rate-limits/rate-limit';
import { deleteExpiredSessions } from './sessions';

/**
 * Deletes expired sessions and the rate-limit counts of ended windows. Plain deletes of rows that
 * are dead for everyone: several instances running it at once only find less to do.
 */
export const expiredRowsJob: PeriodicJob = {
  name: 'expired-rows',
  everyMs: 10 * 60_000,
  async run({ db, config }) {
    await deleteExpiredSessions(db);
    await deleteEndedWindows(db, config.rateLimits.windowMs);
  },
};
