import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { addressSchema, phoneSchema } from './contact';
import { NAME_RULE } from './credentials';
import { idSchema } from './ids';
import { roleSchema } from './session-user';
import { text } from './text';

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

const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter a valid URL' });

/** Empty text passes; anything else must pass `check`, whose first message becomes the field's. */
const blankOr = (check: z.ZodType<unknown, string>) => (value: string, ctx: z.RefinementCtx) => {
  if (value === '') return;
  const result = check.safeParse(value);
  if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Enter a valid value' });
};

/**
 * An optional field: left out (undefined) keeps what is stored, empty or null clears it, so the
 * form can send its inputs as they are.
 */
const optional = (field: z.ZodType<string, string>) =>
  field
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * My Profile (docs/product.md#5-validation-rules): phone and address required, the rest optional. E-mail and role are
 * not part of it: whatever a client sends for them is dropped.
 */
export const profileSchema = z.object({
  name: optional(text(NAME_RULE)),
  phone: phoneSchema,
  address: addressSchema,
  socialUrl: optional(text({ max: 300 }).superRefine(blankOr(httpUrl))),
  education: z
    .object({
      instituteName: optional(text({ max: 100 })),
      degree: optional(text({ max: 100 })),
      passingYear: optional(z.string().trim().superRefine(blankOr(calendarDateSchema))),
    })
    .optional(),
});

export type ProfileChanges = z.output<typeof profileSchema>;
