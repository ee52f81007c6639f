import { z } from 'zod';

/** The spec's "simple e-mail pattern": word characters, dots or dashes, and a 2 to 3 letter top-level domain. */
export const EMAIL_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

/** E-mail as typed into a form: required, valid, compared and stored lower-case. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .regex(EMAIL_PATTERN, 'Enter a valid email')
  .transform((email) => email.toLowerCase());

/**
 * An e-mail in a REST path (`/order/{email}`): arrives raw or percent-encoded, since the OpenAPI
 * layer does not decode path parameters.
 */
export const pathEmailSchema = z
  .string()
  .transform((value, ctx) => {
    try {
      return decodeURIComponent(value).trim().toLowerCase();
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid email' });
      return z.NEVER;
    }
  })
  .pipe(z.string().regex(EMAIL_PATTERN, 'Enter a valid email'));
