import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The signed-in user (null when signed out); `isPending` until the server has answered once. */
export function useSession() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 60_000 }));
  return { user: me.data?.user ?? null, isPending: me.isPending };
}
