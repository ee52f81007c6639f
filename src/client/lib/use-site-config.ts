import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The server's public settings (demo mode, demo admin, map tiles); they never change while it runs. */
export function useSiteConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.site.config.queryOptions(undefined, { staleTime: Infinity }));
}
