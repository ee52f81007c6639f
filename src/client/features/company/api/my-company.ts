import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import type { CompanyProductsSort } from '../../../../shared/company-products-sorts';

/*
 * The Company area's reads and writes. Every write refreshes the company (its members and
 * locations); a role or a removal can change who sees which orders, so it refreshes those too.
 */

/** `GET /api/my-company`: the company, my role, my locations, and the members for a company admin. A 404 is "not in a company". */
export function useMyCompany(options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(
    trpc.myCompany.get.queryOptions(undefined, {
      enabled: options.enabled,
      // Not being in a company is an answer, not a failure to retry.
      retry: (count, error) => error.data?.httpStatus !== 404 && count < 1,
    }),
  );
}

function useRefreshCompany() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc.myCompany.get.pathFilter()), queryClient.invalidateQueries(trpc.orders.ofMyCompany.pathFilter())]);
}

export function useChangeMember() {
  const trpc = useTRPC();
  const refresh = useRefreshCompany();
  return useMutation(trpc.myCompany.changeMember.mutationOptions({ onSuccess: refresh }));
}

export function useRemoveMember() {
  const trpc = useTRPC();
  const refresh = useRefreshCompany();
  return useMutation(trpc.myCompany.removeMember.mutationOptions({ onSuccess: refresh }));
}

export function useAddLocation() {
  const trpc = useTRPC();
  const refresh = useRefreshCompany();
  return useMutation(trpc.myCompany.addLocation.mutationOptions({ onSuccess: refresh }));
}

export function useEditLocation() {
  const trpc = useTRPC();
  const refresh = useRefreshCompany();
  return useMutation(trpc.myCompany.editLocation.mutationOptions({ onSuccess: refresh }));
}

/** `GET /api/my-company/orders`: every order of the company for a company admin, a buyer's own for a buyer; a page at a time. */
export function useCompanyOrders(page: { cursor: string | undefined; limit: number }) {
  const trpc = useTRPC();
  return useQuery(trpc.orders.ofMyCompany.queryOptions(page, { placeholderData: keepPreviousData }));
}

/** `GET /api/my-company/credit`: the company's payment terms, its credit limit, what is used and what is available (issue 40). */
export function useMyCompanyCredit() {
  const trpc = useTRPC();
  return useQuery(trpc.myCompany.credit.queryOptions());
}

/** `GET /api/my-company/products`: the products the company ordered in the last 12 months, at my price now; a page at a time. */
export function useCompanyProducts(input: { q: string | undefined; sort: CompanyProductsSort; cursor: string | undefined; limit: number }) {
  const trpc = useTRPC();
  return useQuery(trpc.companyProducts.list.queryOptions(input, { placeholderData: keepPreviousData }));
}
