import { z } from 'zod';
import { emailSchema } from './email';
import { text } from './text';
import { userSchema } from './user';

/** Make Admin / Remove Admin: the body names the target (the acting admin is in the path). */
export const roleChangeSchema = z.object({ email: emailSchema });

/** Part of a name or e-mail, taken literally; blank means everyone. */
export const userSearchSchema = text({ max: 100 }).optional();

export const USERS_PAGE_SIZE = 50;

/** The admin's user list, a page at a time: `cursor` is the last e-mail of the previous page. */
export const usersPageInputSchema = z.object({
  search: userSearchSchema,
  cursor: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});

export const usersPageSchema = z.object({
  users: z.array(userSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: z.string().nullable(),
});

export type UsersPage = z.infer<typeof usersPageSchema>;
