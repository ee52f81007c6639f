import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

/** The links of one newsletter mail: raw tokens, which exist only here and in the message. */
export interface NewsletterLinks {
  confirmToken: string;
  unsubscribeToken: string;
}

/** The link that proves `email` asked for the newsletter (double opt-in); `hours` is how long it works. */
export function newsletterConfirmationMail(site: MailSite, email: string, links: NewsletterLinks, hours: number): OutgoingMail {
  return renderMail(site, {
    to: email,
    kind: 'newsletter-confirmation',
    subject: `Confirm your ${SHOP_NAME} newsletter subscription`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to send the ${SHOP_NAME} newsletter (seasonal offers and planting calendars, about once a month) to this address.`,
      `Please confirm that it was you. The link works once, for ${hours} hours.`,
    ],
    action: { label: 'Confirm my subscription', url: siteLink(site, ['newsletter', 'confirm'], { token: links.confirmToken }) },
    footnote: 'If you did not ask for this, ignore this e-mail: without your confirmation we send nothing more.',
    unsubscribeUrl: siteLink(site, ['newsletter', 'unsubscribe'], { token: links.unsubscribeToken }),
    secret: true,
  });
}
