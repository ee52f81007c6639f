import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/*
 * The shop admin's shipping zones and tax rates, each write with what it refreshes: the zones or
 * the rates, and the audit log, where every one of them is recorded.
 */

function useRefresh(what: 'shippingZones' | 'taxRates') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc[what].pathFilter()), queryClient.invalidateQueries(trpc.audit.list.pathFilter())]);
}

export function useCreateZone() {
  const trpc = useTRPC();
  const refresh = useRefresh('shippingZones');
  return useMutation(trpc.shippingZones.create.mutationOptions({ onSuccess: refresh }));
}

export function useReplaceZone() {
  const trpc = useTRPC();
  const refresh = useRefresh('shippingZones');
  return useMutation(trpc.shippingZones.replace.mutationOptions({ onSuccess: refresh }));
}

/** Its `options.onSuccess` (the page's toast) runs even though the zone's row unmounts once the list refreshes. */
export function useDeleteZone(options?: PageMutationOptions<Trpc['shippingZones']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefresh('shippingZones');
  return useMutation(trpc.shippingZones.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

export function useCreateTaxRate() {
  const trpc = useTRPC();
  const refresh = useRefresh('taxRates');
  return useMutation(trpc.taxRates.create.mutationOptions({ onSuccess: refresh }));
}

export function useUpdateTaxRate() {
  const trpc = useTRPC();
  const refresh = useRefresh('taxRates');
  return useMutation(trpc.taxRates.update.mutationOptions({ onSuccess: refresh }));
}

/** As useDeleteZone: the page's toast in `options`, which outlive the rate's row. */
export function useDeleteTaxRate(options?: PageMutationOptions<Trpc['taxRates']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefresh('taxRates');
  return useMutation(trpc.taxRates.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}
