import { trpc } from './trpc';

/** The signed-in user (null when signed out); `isPending` until the server has answered once. */
export function useSession() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return { user: me.data?.user ?? null, isPending: me.isPending };
}
