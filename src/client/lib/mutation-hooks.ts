import type { useTRPC } from './trpc';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * What a page may hand a feature's mutation hook (features/<feature>/api/): the tRPC procedure's
 * own mutation options (its reactions: a toast, closing a dialog, `meta`), never the list of
 * queries to refresh, which the hook owns.
 *
 * @example
 * export function useShipOrder(options?: PageMutationOptions<Trpc['adminOrders']['ship']>) { ... }
 */
export type PageMutationOptions<Procedure extends { mutationOptions: (...args: never[]) => unknown }> = NonNullable<Parameters<Procedure['mutationOptions']>[0]>;

export type { Trpc };

/**
 * The page's reaction first, then the hook's refresh, both awaited (so a `mutateAsync` resolves
 * once the refreshed reads have arrived, as it did when each page awaited its own list). The
 * page's reaction comes first because a refreshed list can take away the row a dialog lives in:
 * the dialog closes, and says where the focus goes, before that.
 *
 * @example
 * onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries(trpc.adminOrders.pathFilter())),
 */
export function thenRefresh<Args extends unknown[]>(reaction: ((...args: Args) => unknown) | undefined, refresh: (...args: Args) => unknown): (...args: Args) => Promise<void> {
  return async (...args) => {
    await reaction?.(...args);
    await refresh(...args);
  };
}
