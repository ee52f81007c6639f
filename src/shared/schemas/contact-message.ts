import { z } from 'zod';
import { emailSchema } from './email';
import { serialCursorSchema } from './ids';
import { requiredText } from './text';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** A message through the home page's contact form: the form's schema and `contact.send`'s input. */
export const contactMessageSchema = z.object({
  name: requiredText({ max: CONTACT_NAME_MAX_LENGTH, missing: 'Name is required', tooLong: `Keep the name under ${CONTACT_NAME_MAX_LENGTH} characters` }),
  email: emailSchema,
  message: requiredText({
    max: CONTACT_MESSAGE_MAX_LENGTH,
    missing: 'Message is required',
    tooLong: `Keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    multiLine: true,
  }),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the sender sees once the message is stored and on its way. */
export const CONTACT_MESSAGE_SENT = 'Thank you: your message has reached us. We will reply by e-mail.';

export const MESSAGES_PAGE_SIZE = 50;

/** The admin's Messages page, newest first: `cursor` is the last id of the previous page. */
export const contactMessagesPageInputSchema = z.object({
  cursor: serialCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});

export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactMessagesPageSchema = z.object({
  messages: z.array(contactMessageViewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next: z.string().nullable(),
});
