import { z } from 'zod';
import { emailSchema } from './email';
import { requiredText, type TextRule } from './text';

/** The spec's name rule (sign-up, profile): at most 20 characters. */
export const NAME_MAX_LENGTH = 20;
/** Our own rule: the spec sets none for sign-up, docs/architecture.md#passwords-and-rate-limits asks for at least 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** A person's name wherever it is typed (sign-up, My Profile). */
export const NAME_RULE: TextRule = { max: NAME_MAX_LENGTH, tooLong: `Name can't be more than ${NAME_MAX_LENGTH} char` };

export const nameSchema = requiredText({ ...NAME_RULE, missing: 'Name is required' });

/** A password being checked: anything non-empty (old accounts may predate the length rule). */
export const passwordSchema = z.string({ error: 'Password is required' }).min(1, 'Password is required');

/** A password being chosen. Capped so nobody makes the server hash a megabyte. */
export const newPasswordSchema = passwordSchema
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });

export const signUpSchema = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });
