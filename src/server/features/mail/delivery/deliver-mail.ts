import type { DB } from '../../../db/database';
import { noAttachmentRenderer, type MailAttachmentRenderer } from './mail-attachments';
import { PermanentMailError, type MailTransport } from './mail-transport';
import { claimDueMail, markMailFailed, markMailSent, scheduleMailRetry } from '../outbox-repository';

/** Attempts before a message is marked failed: with the backoff below, about three hours of trying. */
export const MAX_MAIL_ATTEMPTS = 10;
/** How long a claimed message is this worker's: well beyond the SMTP timeouts of one send. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Messages one run delivers at most, so one run never holds the job for long. */
const MESSAGES_PER_RUN = 50;

/**
 * The wait before attempt `attempt + 1`: 30 s doubling each time, at most an hour.
 *
 * @example retryDelayMs(1) // 30_000
 * @example retryDelayMs(3) // 120_000
 * @example retryDelayMs(20) // 3_600_000
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends due outbox messages one by one through `transport`. Each is claimed before it is sent
 * (several workers never take the same row), marked sent after, and on failure retried with
 * backoff until MAX_MAIL_ATTEMPTS, then marked failed with the reason. A message's attachment is
 * rendered by `render` as it is sent.
 */
export async function deliverDueMail(
  db: DB,
  transport: MailTransport,
  clock: () => Date = () => new Date(),
  render: MailAttachmentRenderer = noAttachmentRenderer,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let n = 0; n < MESSAGES_PER_RUN; n++) {
    const mail = await claimDueMail(db, clock(), MAIL_LEASE_MS);
    if (!mail) break;
    try {
      const { attachment } = mail;
      await transport.send(mail, async () => (attachment ? [await render(db, attachment)] : []));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentMailError || mail.attempts >= MAX_MAIL_ATTEMPTS) {
        await markMailFailed(db, mail.id, reason);
        report.failed++;
      } else {
        await scheduleMailRetry(db, mail.id, reason, new Date(clock().getTime() + retryDelayMs(mail.attempts)));
        report.retried++;
      }
      continue;
    }
    await markMailSent(db, mail.id, transport.via, clock());
    report.sent++;
  }
  return report;
}
