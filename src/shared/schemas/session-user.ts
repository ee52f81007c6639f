import { z } from 'zod';

export const roleSchema = z.enum(['user', 'admin']);

/** Who is signed in, as the client sees it. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Role = z.infer<typeof roleSchema>;
