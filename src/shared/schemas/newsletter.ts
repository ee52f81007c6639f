import { z } from 'zod';
import { emailSchema } from './email';

/** A subscription's life: pending until its confirmation link is used; unsubscribed by its link. */
export const subscriptionStatusSchema = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The newsletter box: only the address. */
export const newsletterSignupSchema = z.object({ email: emailSchema });
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/** The one answer to a sign-up, whether or not the address was already on the list. */
export const SIGNUP_ANSWER = 'Check your inbox to confirm: we sent a link to that address. It works for 48 hours.';

export const INVALID_NEWSLETTER_LINK = 'This newsletter link is not valid. Please check that you opened the whole link from the e-mail.';
export const CONFIRM_LINK_USED = 'This confirmation link was already used: the subscription was confirmed with it.';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. Please sign up again for a new one.';
export const SUBSCRIPTION_CONFIRMED = 'Thank you: your subscription is confirmed.';
export const UNSUBSCRIBED = 'You are unsubscribed: we will not send you the newsletter.';

/** A newsletter link's token: 32 random bytes, base64url (43 characters). */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: INVALID_NEWSLETTER_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID_NEWSLETTER_LINK),
});

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** A page cursor: the last row's sign-up time (milliseconds, as stored) and id, `<instant>_<uuid>`. */
export const subscriberCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Enter a valid cursor');

/** The admins' Subscribers page: every status or one, newest first. */
export const subscriberFilterSchema = z.object({
  status: subscriptionStatusSchema.optional(),
  cursor: subscriberCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SUBSCRIBERS_PAGE_SIZE),
});
export type SubscriberFilter = z.input<typeof subscriberFilterSchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: subscriptionStatusSchema,
  subscribedAt: z.iso.datetime({ offset: true }),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  unsubscribedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next: z.string().nullable(),
});
