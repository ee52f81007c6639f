import { z } from 'zod';
import { newPasswordSchema } from './credentials';
import { emailSchema } from './email';

/** What every dead, used, unknown or malformed link answers: nothing tells them apart. */
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/** The token of a reset or verification link: 32 random bytes, base64url (43 characters). */
export const accountTokenSchema = z.string({ error: INVALID_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID_LINK);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: accountTokenSchema, password: newPasswordSchema });
export const verifyEmailSchema = z.object({ token: accountTokenSchema });

/** The one answer to "forgot password", whether or not the account exists. */
export const RESET_REQUESTED = 'If an account exists for that e-mail, we sent a link to reset the password. It is valid for 30 minutes.';

/** The reset page's form: the new password twice (the token comes from the link). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
