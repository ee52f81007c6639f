import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

/*
 * The shop admin's price-list writes, each with what it refreshes: the lists (and each company's),
 * the companies' pages that show them, and the audit log, where every one is recorded.
 */

function useRefreshPriceLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.priceLists.pathFilter()),
      queryClient.invalidateQueries(trpc.companies.pathFilter()),
      queryClient.invalidateQueries(trpc.audit.list.pathFilter()),
    ]);
}

export function useCreatePriceList() {
  const trpc = useTRPC();
  const refresh = useRefreshPriceLists();
  return useMutation(trpc.priceLists.create.mutationOptions({ onSuccess: refresh }));
}

export function useUpdatePriceList() {
  const trpc = useTRPC();
  const refresh = useRefreshPriceLists();
  return useMutation(trpc.priceLists.update.mutationOptions({ onSuccess: refresh }));
}

/** Its `options.onSuccess` (the page's toast) runs even though the list's row unmounts once the table refreshes. */
export function useDeletePriceList(options?: PageMutationOptions<Trpc['priceLists']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshPriceLists();
  return useMutation(trpc.priceLists.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

/**
 * Adds the list to a company's lists (last) or takes it off, keeping the company's others in their
 * order: reads the company's lists fresh, then writes the whole set.
 */
export function useAssignPriceList(priceListId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshPriceLists();
  return useMutation({
    mutationFn: async ({ companyId, assigned }: { companyId: string; assigned: boolean }) => {
      const current = await queryClient.fetchQuery({ ...trpc.priceLists.companyLists.queryOptions({ id: companyId }), staleTime: 0 });
      const others = current.map((list) => list.id).filter((id) => id !== priceListId);
      return client.priceLists.setCompanyLists.mutate({ id: companyId, priceListIds: assigned ? [...others, priceListId] : others });
    },
    onSuccess: refresh,
  });
}
