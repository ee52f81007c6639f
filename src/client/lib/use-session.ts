import { notifyManager, QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTRPC } from './trpc';

/** One observer of `auth.me` for every reader of the session with this query client. */
function sharedSession(client: QueryClient, trpc: ReturnType<typeof useTRPC>) {
  const options = trpc.auth.me.queryOptions(undefined, { staleTime: 60_000 });
  const observer = new QueryObserver(client, options);
  return {
    subscribe: (onChange: () => void) => {
      // The query may have left the cache while nobody read it (garbage-collected): find it again first.
      if (!observer.hasListeners()) observer.setOptions(options);
      return observer.subscribe(notifyManager.batchCalls(onChange));
    },
    read: () => {
      // Unsubscribed, the observer hears of no change: it reads the cache again. On the server the
      // one query cache is emptied and refilled for each request (pages/server-render.tsx), so a
      // result kept from an earlier render would be another visitor's session.
      if (!observer.hasListeners()) observer.setOptions(options);
      return observer.getCurrentResult();
    },
  };
}

/** Per query client: the app's one (the browser's, and the server's, refilled for each request), each test's. */
const shared = new WeakMap<QueryClient, ReturnType<typeof sharedSession>>();

/**
 * The signed-in user (null when signed out); `isPending` until the server has answered once.
 *
 * Every reader shares one observer of the `auth.me` query instead of a `useQuery` each: a page
 * asks for the session from the header and from each of its cards (the catalogue's 24 Add to
 * list buttons), and each `useQuery` made an observer, worked out its result on every render and
 * subscribed it (a timer for its staleness among the rest) on the main thread in the one task
 * after hydration (issue 36's total blocking time, docs/decisions/160). The observer fetches as
 * `useQuery` did, with the query client's defaults, and follows every write to the query (sign-in,
 * sign-out, `invalidateQueries`).
 */
export function useSession() {
  const trpc = useTRPC();
  const client = useQueryClient();
  let session = shared.get(client);
  if (!session) {
    session = sharedSession(client, trpc);
    shared.set(client, session);
  }
  const me = useSyncExternalStore(session.subscribe, session.read, session.read);
  return { user: me.data?.user ?? null, isPending: me.isPending };
}
