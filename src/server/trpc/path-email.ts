import { z } from 'zod';
import { pathEmailSchema } from '../../shared/schemas/email';
import { AppError } from '../errors/app-error';
import type { ContextUser } from '../services';
import { adminProcedure, customerProcedure } from './trpc';

/** The one answer when a path names someone else's e-mail. */
export const NOT_YOUR_EMAIL = 'That e-mail is not your account';

/**
 * The rule for an `{email}` in a REST path (`/order/{email}`, `/add-review/{email}`): it must be
 * the caller's own. With `'or-admin'` an admin may name anyone (reading others' records); with
 * `'own'` nobody acts under another person's e-mail, admins included. 403 otherwise.
 *
 * @example
 * assertPathEmail({ email: 'ann@x.com', role: 'user', ... }, 'bob@x.com', 'or-admin'); // throws 403
 * assertPathEmail({ email: 'eve@x.com', role: 'admin', ... }, 'bob@x.com', 'or-admin'); // passes
 */
export function assertPathEmail(caller: ContextUser, email: string, rule: 'own' | 'or-admin'): void {
  if (email === caller.email) return;
  if (rule === 'or-admin' && caller.role === 'admin') return;
  throw new AppError('forbidden', NOT_YOUR_EMAIL);
}

const emailInput = z.object({ email: pathEmailSchema });

/** Signed in, with a path `{email}` that is the caller's own or, for an admin, anyone's. */
export const ownOrAdminEmailProcedure = customerProcedure.input(emailInput).use(({ ctx, input, next }) => {
  assertPathEmail(ctx.user, input.email, 'or-admin');
  return next();
});

/** Signed in, with a path `{email}` that is the caller's own, whoever the caller is. */
export const ownEmailProcedure = customerProcedure.input(emailInput).use(({ ctx, input, next }) => {
  assertPathEmail(ctx.user, input.email, 'own');
  return next();
});

/** An admin acting under a path `{email}` (`/add-product/{email}`): their own. */
export const adminOwnEmailProcedure = adminProcedure.input(emailInput).use(({ ctx, input, next }) => {
  assertPathEmail(ctx.user, input.email, 'own');
  return next();
});

/**
 * The same rule for `/make-admin/{adminEmail}`, whose body's `email` names someone else (the
 * target): a path parameter called `email` would overwrite it, as path values win over the body.
 */
export const adminOwnAdminEmailProcedure = adminProcedure.input(z.object({ adminEmail: pathEmailSchema })).use(({ ctx, input, next }) => {
  assertPathEmail(ctx.user, input.adminEmail, 'own');
  return next();
});
