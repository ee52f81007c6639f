import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useDeleteZone() {
  const trpc = useTRPC();
  const refresh = useRefresh('shippingZones');
  return useMutation(trpc.shippingZones.remove.mutationOptions({ onSuccess: refresh }));
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

export function useDeleteTaxRate() {
  const trpc = useTRPC();
  const refresh = useRefresh('taxRates');
  return useMutation(trpc.taxRates.remove.mutationOptions({ onSuccess: refresh }));
}
