import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

interface Recipient {
  email: string;
  name: string;
}

/** The link to set a new password; `minutes` is how long it works. */
export function passwordResetMail(site: MailSite, user: Recipient, token: string, minutes: number): OutgoingMail {
  return renderMail(site, {
    to: user.email,
    kind: 'password-reset',
    subject: `Reset your ${SHOP_NAME} password`,
    greeting: `Hello ${user.name},`,
    paragraphs: [`Someone asked to reset the password of your ${SHOP_NAME} account. The link works once, for ${minutes} minutes.`],
    action: { label: 'Choose a new password', url: siteLink(site, ['reset-password'], { token }) },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    secret: true,
  });
}

/** The link that proves the address belongs to the account; `hours` is how long it works. */
export function emailVerificationMail(site: MailSite, user: Recipient, token: string, hours: number): OutgoingMail {
  return renderMail(site, {
    to: user.email,
    kind: 'email-verification',
    subject: `Confirm your e-mail for ${SHOP_NAME}`,
    greeting: `Hello ${user.name},`,
    paragraphs: [`Please confirm that this is your e-mail address. The link works for ${hours} hours.`],
    action: { label: 'Confirm my e-mail', url: siteLink(site, ['verify-email'], { token }) },
    footnote: `If you did not create a ${SHOP_NAME} account, ignore this e-mail.`,
    secret: true,
  });
}
