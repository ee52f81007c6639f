import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../../config';
import { mailModeOf } from './mail-mode';

/** Says once, at start, that e-mail is being kept rather than sent (production without SMTP_URL). */
export function warnIfMailHeld(log: FastifyBaseLogger, config: Config): void {
  if (mailModeOf(config) === 'held') {
    log.warn('SMTP_URL is not set: e-mails are kept in the outbox (mail_outbox) and sent once SMTP_URL and MAIL_FROM are configured');
  }
}
