import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { queryClient, trpcOptions } from '../lib/api-client';

/**
 * Route guard (`beforeLoad`): anonymous visitors go to /signin, which brings them back to
 * `location` afterwards. Convenience only: the server enforces every rule itself.
 */
export async function requireSignedIn({ location }: { location: ParsedLocation }) {
  const { user } = await queryClient.ensureQueryData(trpcOptions.auth.me.queryOptions());
  if (!user) throw redirect({ href: `/signin?redirect=${encodeURIComponent(location.href)}` });
  return { user };
}
