import { trpc } from './trpc';

/** The server's public settings (demo mode, demo admin, map tiles); they never change while it runs. */
export function useSiteConfig() {
  return trpc.site.config.useQuery(undefined, { staleTime: Infinity });
}
