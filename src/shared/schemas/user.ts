import { z } from 'zod';
import { idSchema } from './ids';
import { NAME_MAX_LENGTH } from './credentials';
import { roleSchema } from './session-user';

/** The spec's User record as the API shows it; unset profile fields are null. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  socialUrl: z.string().nullable(),
  role: roleSchema,
  /** The owner proved the e-mail (a verification or reset link, or a provider sign-in). */
  emailVerified: z.boolean(),
  education: z.object({
    instituteName: z.string().nullable(),
    degree: z.string().nullable(),
    /** A date, `YYYY-MM-DD`. */
    passingYear: z.string().nullable(),
  }),
});

export type User = z.infer<typeof userSchema>;

const FILL_OUT = 'Please fill out this field';

const requiredText = (max: number) =>
  z.string({ error: FILL_OUT }).trim().min(1, FILL_OUT).max(max, `Keep this under ${max} characters`);

const httpUrl = z.url({ protocol: /^https?$/ });

/** Empty text passes; anything else must pass `check`. */
const blankOr = (check: z.ZodType) => (value: string) => value === '' || check.safeParse(value).success;

/**
 * An optional field: left out (undefined) keeps what is stored, empty or null clears it, so the
 * form can send its inputs as they are.
 */
const optional = (text: z.ZodString) =>
  text
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalText = (max: number) => optional(z.string().trim().max(max, `Keep this under ${max} characters`));

/**
 * My Profile (SPEC section 5): phone and address required, the rest optional. E-mail and role are
 * not part of it: whatever a client sends for them is dropped.
 */
export const profileSchema = z.object({
  name: optional(z.string().trim().max(NAME_MAX_LENGTH, "Name can't be more than 20 char")),
  phone: requiredText(40),
  address: requiredText(200),
  socialUrl: optional(z.string().trim().max(300, 'Keep this under 300 characters').refine(blankOr(httpUrl), 'Enter a valid URL')),
  education: z
    .object({
      instituteName: optionalText(100),
      degree: optionalText(100),
      passingYear: optional(z.string().trim().refine(blankOr(z.iso.date()), 'Enter a valid date')),
    })
    .optional(),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileChanges = z.output<typeof profileSchema>;
