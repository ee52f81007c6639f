import { QUEUES } from '../../../../jobs/queues';
import type { JobHandler } from '../../../../jobs/run-jobs';
import type { AppServices } from '../../../../services';
import { deleteEndedWindows } from '../rate-limits/rate-limit';
import { deleteExpiredSessions } from './sessions';

/**
 * Deletes expired sessions and the rate-limit counts of ended windows. Plain deletes of rows that
 * are dead for everyone: several instances running it at once only find less to do.
 */
export async function deleteExpiredRows({ db, config }: AppServices): Promise<{ sessions: number; windows: number }> {
  const sessions = await deleteExpiredSessions(db);
  const windows = await deleteEndedWindows(db, config.rateLimits.windowMs);
  return { sessions, windows };
}

/** The clean-up above every ten minutes (queues.ts). */
export const expiredRowsJob: JobHandler = { queue: QUEUES.expiredRows, run: deleteExpiredRows };
