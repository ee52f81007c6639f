import type { Config } from '../../config';

/**
 * Where mail goes: `smtp` when SMTP_URL is set; otherwise the dev mailbox outside production or in
 * demo mode; otherwise `held`: the outbox keeps every message until a transport is configured.
 */
export type MailMode = 'smtp' | 'mailbox' | 'held';

/** The dev mailbox shows every message, secrets included: never on a real production site. */
export function devMailboxOpen(config: Config): boolean {
  return !config.production || config.demoMode;
}

export function mailModeOf(config: Config): MailMode {
  if (config.mail.smtpUrl) return 'smtp';
  return devMailboxOpen(config) ? 'mailbox' : 'held';
}
