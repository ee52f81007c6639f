import type { Config } from '../../../../config';

/**
 * Where mail goes: `smtp` when SMTP_URL is set; otherwise the dev mailbox outside production or in
 * demo mode; otherwise `held`: the outbox keeps every message until a transport is configured.
 */
export type MailMode = 'smtp' | 'mailbox' | 'held';

/** The dev mailbox shows every message, secrets included: never on a real production site. */
export function devMailboxOpen(config: Config): boolean {
  return !config.production || config.demoMode;
}

/**
 * Who may read the dev mailbox: nobody on a real production site (it does not exist there); on a
 * demo site, which is public by design, each visitor only the mail of the account they are signed
 * in as, so nobody reads another account's reset link; in development and tests, everyone.
 */
export type DevMailboxReaders = 'nobody' | 'own-account' | 'everyone';

export function devMailboxReaders(config: Config): DevMailboxReaders {
  if (!devMailboxOpen(config)) return 'nobody';
  return config.demoMode ? 'own-account' : 'everyone';
}

export function mailModeOf(config: Config): MailMode {
  if (config.mail.smtpUrl) return 'smtp';
  return devMailboxOpen(config) ? 'mailbox' : 'held';
}
