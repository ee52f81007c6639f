import type { DB } from '../../../../db/database';
import type { MailAttachmentRenderer } from '../../../../services';
import { noAttachmentRenderer } from './mail-attachments';
import { PermanentMailError, type MailTransport } from './mail-transport';
import { markMailFailed, markMailSent, recordMailError, startMailAttempt } from '../outbox-repository';

/** What one delivery attempt did with its message; a refusal worth retrying is thrown instead. */
export type DeliveryOutcome = 'sent' | 'failed' | 'settled';

/**
 * Makes one attempt at delivering outbox message `id` through `transport` (its pg-boss job's
 * work): counts the attempt, sends, marks it sent. A refusal no retry will change, or any refusal
 * on the `lastAttempt`, marks the message failed with the reason; any other is kept as the
 * message's last error and thrown, for pg-boss to retry the job with its backoff. A message no
 * longer pending (sent, failed, deleted) is `settled`: nothing is sent. The attachment is rendered
 * by `render` as the message leaves.
 */
export async function deliverMail(
  db: DB,
  transport: MailTransport,
  id: string,
  { lastAttempt, render = noAttachmentRenderer }: { lastAttempt: boolean; render?: MailAttachmentRenderer },
): Promise<DeliveryOutcome> {
  const mail = await startMailAttempt(db, id);
  if (!mail) return 'settled';
  try {
    const { attachment } = mail;
    await transport.send(mail, async () => (attachment ? [await render(db, attachment)] : []));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentMailError || lastAttempt) {
      await markMailFailed(db, mail.id, reason);
      return 'failed';
    }
    await recordMailError(db, mail.id, reason);
    throw error;
  }
  await markMailSent(db, mail.id, transport.via, new Date());
  return 'sent';
}
