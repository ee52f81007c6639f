import type { ContactMessage } from '../../../../../shared/schemas/contact-message';
import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

/**
 * A visitor's message from the contact form, to the shop's inbox. Replying answers the visitor
 * (Reply-To); their words are escaped by the layout like every other part.
 */
export function contactMessageMail(site: MailSite, shopInbox: string, message: ContactMessage): OutgoingMail {
  return renderMail(site, {
    to: shopInbox,
    kind: 'contact-message',
    subject: `Message from ${message.name} via the ${SHOP_NAME} contact form`,
    greeting: 'Hello,',
    paragraphs: [`${message.name} wrote through the contact form. Reply to this e-mail to answer them.`],
    details: [
      ['Name', message.name],
      ['Email', message.email],
    ],
    quote: message.message,
    footnote: `Every message is also listed on the dashboard's Messages page: ${siteLink(site, ['dashboard', 'messages'])}`,
    replyTo: message.email,
  });
}
