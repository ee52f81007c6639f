import { z } from 'zod';
import { emailSchema } from '../../../../../shared/schemas/email';
import { passwordSchema } from '../../../../../shared/schemas/credentials';

/**
 * POST /token takes either credentials `{email, password}` or, as the original storefront sent
 * after signing in, `{user: {name, email}}` backed by a live session.
 */
export const tokenRequestSchema = z
  .object({
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    user: z.object({ email: emailSchema, name: z.string().optional() }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.email !== undefined && input.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    if (input.email === undefined && input.user === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
  });
