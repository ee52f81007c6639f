import type { Config } from '../../../config';
import { mailModeOf } from './delivery/mail-mode';

/** The address the shop's own mail goes to without SHOP_EMAIL, where the dev mailbox receives everything. */
export const DEV_SHOP_INBOX = 'shop@localhost';

/**
 * Where mail for the shop itself (contact messages) goes: SHOP_EMAIL; without it the dev mailbox
 * where there is one (as all development mail), else nowhere: null, and the message waits on the
 * dashboard's Messages page alone.
 */
export function shopInboxOf(config: Config): string | null {
  if (config.mail.shopEmail) return config.mail.shopEmail;
  return mailModeOf(config) === 'mailbox' ? DEV_SHOP_INBOX : null;
}
