import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * After a product write: every cached read that shows products refetches (the shop's list and
 * catalogue, the admin's list) and so do the categories, whose counts follow active products.
 */
export function useRefreshProducts(): () => Promise<unknown> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc.products.pathFilter()), queryClient.invalidateQueries(trpc.catalogue.pathFilter()), queryClient.invalidateQueries(trpc.adminProducts.pathFilter()), queryClient.invalidateQueries(trpc.categories.pathFilter())]);
}
