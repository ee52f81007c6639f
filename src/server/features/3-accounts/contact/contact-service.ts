import type { ContactMessage, ContactMessageView } from '../../../../shared/schemas/contact-message';
import { keysetPage } from '../../../db/keyset-page';
import type { RequestContext } from '../../../services';
import { spendIpBudget } from '../accounts/rate-limits/ip-budget';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { shopInboxOf } from '../../1-platform/mail/shop-inbox';
import { contactMessageMail } from '../../1-platform/mail/templates/contact-mails';
import { insertContactMessage, listContactMessages } from './contact-repository';

/** Messages one client IP (IPv6 by its /64) may send per rate-limit window: a conversation, not a flood. */
export const CONTACT_MESSAGES_PER_IP = 3;
const TOO_MANY = 'You have sent several messages just now. Please wait a minute before sending another.';

/**
 * Stores a visitor's message and queues its e-mail to the shop's inbox (SHOP_EMAIL, or the dev
 * mailbox; none where there is neither: the Messages page still lists it) in one transaction, so
 * the two exist together or not at all.
 *
 * Errors: 429 past CONTACT_MESSAGES_PER_IP messages from one client IP in a window (counted
 * before anything is stored).
 */
export async function sendContactMessage(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, message: ContactMessage): Promise<{ insertedId: string }> {
  await spendIpBudget(ctx, 'contact', Math.min(ctx.config.rateLimits.perIp, CONTACT_MESSAGES_PER_IP), TOO_MANY);
  const inbox = shopInboxOf(ctx.config);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, message);
    if (inbox) await enqueueMail(trx, contactMessageMail(ctx.config, inbox, message));
    return { insertedId: String(id) };
  });
}

/** A page of messages for the admins, newest first, and the cursor of the next. */
export async function contactMessagesPage(ctx: Pick<RequestContext, 'db'>, query: { cursor?: string; limit: number }): Promise<{ messages: ContactMessageView[]; next: string | null }> {
  const rows = await listContactMessages(ctx.db, { beforeId: query.cursor, limit: query.limit + 1 });
  const { page, next } = keysetPage(rows, query.limit, (row) => String(row.id));
  return {
    messages: page.map((row) => ({ id: String(row.id), name: row.name, email: row.email, message: row.message, sentAt: row.createdAt.toISOString() })),
    next,
  };
}
