import { queryClient, trpcClient, trpcOptions } from './api-client';

let inFlight: Promise<void> | null = null;

const isSessionQuery = (key: readonly unknown[]) => JSON.stringify(key[0]) === JSON.stringify(['auth', 'me']);

/**
 * Signs out here and on the server, then goes home (`goHome`). The navigation and every later
 * render see "signed out" at once; the departed pages' data is dropped after leaving them.
 * Concurrent calls (several requests failing with 401 together) share one sign-out.
 */
export function signOut(goHome: () => Promise<void>): Promise<void> {
  inFlight ??= (async () => {
    try {
      // Never stuck signed in: a failed call still forgets the session locally.
      await trpcClient.auth.signOut.mutate().catch(() => undefined);
      queryClient.setQueryData(trpcOptions.auth.me.queryKey(), { user: null });
      await goHome();
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) && query.getObserversCount() === 0 });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
