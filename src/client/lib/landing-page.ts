import type { SessionUser } from '../../shared/schemas/session-user';

/**
 * Where a user's dashboard opens, and where signing in leads when nothing asked for another page:
 * an admin's work starts on the Overview, a customer's on the home page.
 *
 * @example landingPage('admin') // '/dashboard/overview'
 */
export function landingPage(role: SessionUser['role']): string {
  return role === 'admin' ? '/dashboard/overview' : '/';
}
