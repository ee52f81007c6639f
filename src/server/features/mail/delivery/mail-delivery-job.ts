import type { PeriodicJob } from '../../../jobs/periodic-jobs';
import { deliverDueMail } from './deliver-mail';
import { transportFor } from './mail-transport';
import { deleteSettledMail } from '../outbox-repository';

/** Sent and failed messages are kept this long (the dev mailbox and support read them), then deleted. */
const KEEP_SETTLED_MAIL_MS = 30 * 24 * 60 * 60_000;

/**
 * Delivers the outbox every few seconds. Safe with several instances: each message is claimed with
 * `FOR UPDATE SKIP LOCKED` before it is sent. While mail is held (production without SMTP_URL)
 * the messages wait in the outbox.
 */
export const mailDeliveryJob: PeriodicJob = {
  name: 'mail-delivery',
  everyMs: 5_000,
  async run({ db, config, mailAttachments }) {
    const transport = transportFor(config);
    if (transport) await deliverDueMail(db, transport, undefined, mailAttachments);
    await deleteSettledMail(db, new Date(Date.now() - KEEP_SETTLED_MAIL_MS));
  },
};
