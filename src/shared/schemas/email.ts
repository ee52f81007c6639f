import { z } from 'zod';

/** The longest address SMTP carries (RFC 5321); checked before the pattern ever runs. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A "simple e-mail pattern" with one way to match each string, so it runs in linear time (the
 * spec's original, `/^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/`, nests ambiguous quantifiers
 * and froze the server on `a@aaa…a!`). The local part is the spec's: word-character runs joined by
 * single dots or dashes. The domain is labels of letters (any script, so `müller.de`), digits and
 * `_`, joined by dots or dash runs (punycode's `xn--`), ending in a dot and a top-level label:
 * 2 or more letters (`.garden`, `.рф`), a punycode label (`.xn--p1ai`), or the spec's 2 to 3 word
 * characters, so every address the spec's pattern took still passes.
 *
 * @example
 * EMAIL_PATTERN.test('ann.lee@mail.example.co.uk'); // true
 * EMAIL_PATTERN.test('ann@müller.garden'); // true
 * EMAIL_PATTERN.test('ann..lee@example.com'); // false
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@[\p{L}\p{M}\p{Nd}_]+(?:(?:\.|-+)[\p{L}\p{M}\p{Nd}_]+)*\.(?:\w{2,3}|\p{L}[\p{L}\p{M}]+|[xX][nN]--[a-zA-Z\d]+(?:-[a-zA-Z\d]+)*)$/u;

/** Length first, aborting on failure: zod would otherwise still run the pattern on a huge input. */
const validEmail = (schema: z.ZodString) =>
  schema
    .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .regex(EMAIL_PATTERN, 'Enter a valid email');

/** One spelling per address: `ü` typed as one character or as `u` and a combining mark match. */
const canonicalEmail = (email: string) => email.normalize('NFC').toLowerCase();

/** E-mail as typed into a form: required, valid, compared and stored lower-case. */
export const emailSchema = validEmail(z.string({ error: 'Email is required' }).trim().min(1, 'Email is required')).transform(canonicalEmail);

/**
 * An e-mail in a REST path (`/order/{email}`): arrives raw or percent-encoded, since the OpenAPI
 * layer does not decode path parameters.
 */
export const pathEmailSchema = z
  .string()
  .transform((value, ctx) => {
    try {
      return canonicalEmail(decodeURIComponent(value).trim());
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid email' });
      return z.NEVER;
    }
  })
  .pipe(validEmail(z.string()));
