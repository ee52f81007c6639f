import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/*
 * Requisition lists' reads and writes (`/api/lists...`), each write with what it refreshes: the
 * lists and the list it changed. Adding a list to the cart refreshes nothing here: the page hands
 * the answer to the cart's useShowRefill (through its route), which shows the cart at once.
 */

export function useLists(enabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.lists.list.queryOptions(undefined, { enabled }));
}

export function useList(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.lists.get.queryOptions({ id }, { retry: false }));
}

function useRefreshLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.lists.pathFilter());
}

export function useCreateList(options?: PageMutationOptions<Trpc['lists']['create']>) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(trpc.lists.create.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

export function useEditList(options?: PageMutationOptions<Trpc['lists']['edit']>) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(trpc.lists.edit.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

/** Its `options.onSuccess` (leaving the deleted list's page) runs before the lists refresh. */
export function useDeleteList(options?: PageMutationOptions<Trpc['lists']['remove']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.lists.remove.mutationOptions({
      ...options,
      onSuccess: thenRefresh(options?.onSuccess, (_result, input) => {
        queryClient.removeQueries(trpc.lists.get.queryFilter({ id: input.id }));
        return queryClient.invalidateQueries(trpc.lists.list.pathFilter());
      }),
    }),
  );
}

/** Saves a list's lines; the list's page shows the answer at once. */
export function useSetListLines(options?: PageMutationOptions<Trpc['lists']['setLines']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation(
    trpc.lists.setLines.mutationOptions({
      ...options,
      onSuccess: thenRefresh(options?.onSuccess, (detail) => {
        queryClient.setQueryData(trpc.lists.get.queryKey({ id: detail.id }), detail);
        return refresh();
      }),
    }),
  );
}

/** "Add to list": one product's units onto a list. */
export function useAddListLine(options?: PageMutationOptions<Trpc['lists']['addLine']>) {
  const trpc = useTRPC();
  const refresh = useRefreshLists();
  return useMutation(trpc.lists.addLine.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

/** A list (or its chosen lines) into the caller's cart; `options.onSuccess` shows the answer (the cart's useShowRefill, handed in by the route). */
export function useAddListToCart(options?: PageMutationOptions<Trpc['lists']['addToCart']>) {
  const trpc = useTRPC();
  return useMutation(trpc.lists.addToCart.mutationOptions(options));
}
