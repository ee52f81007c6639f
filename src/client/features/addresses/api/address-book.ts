import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/*
 * The address book's reads and writes, each write with what it refreshes: the book itself (the
 * default may move to another address), which checkout reads too.
 */

export function useAddressBook() {
  const trpc = useTRPC();
  return useQuery(trpc.addresses.list.queryOptions());
}

function useRefreshBook() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.addresses.list.pathFilter());
}

export function useAddAddress() {
  const trpc = useTRPC();
  const refresh = useRefreshBook();
  return useMutation(trpc.addresses.add.mutationOptions({ onSuccess: refresh }));
}

export function useEditAddress() {
  const trpc = useTRPC();
  const refresh = useRefreshBook();
  return useMutation(trpc.addresses.edit.mutationOptions({ onSuccess: refresh }));
}

/** Its `options.onSuccess` (the page's toast) runs even though the address's card unmounts once the book refreshes. */
export function useRemoveAddress(options?: PageMutationOptions<Trpc['addresses']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshBook();
  return useMutation(trpc.addresses.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}
