import { notifyManager, QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTRPC } from './trpc';

/** One observer of `auth.me` for every reader of the session with this query client. */
function sharedSession(client: QueryClient, trpc: ReturnType<typeof useTRPC>) {
  const options = trpc.auth.me.queryOptions(undefined, { staleTime: 60_000 });
  const observer = new QueryObserver(client, options);
  // Unsubscribed, the observer hears of no change, so it reads the cache again first: the query may
  // have been garbage-collected, and on the server the one query cache is emptied and refilled for
  // each request (pages/server-render.tsx): a result kept from an earlier render would be another
  // visitor's session.
  const catchUp = () => {
    if (!observer.hasListeners()) observer.setOptions(options);
  };
  return {
    subscribe: (onChange: () => void) => {
      catchUp();
      return observer.subscribe(notifyManager.batchCalls(onChange));
    },
    read: () => {
      catchUp();
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
