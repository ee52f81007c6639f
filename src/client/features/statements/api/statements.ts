import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivablesSort } from '../../../../shared/receivables-sorts';
import { useTRPC } from '../../../lib/trpc';

/* Statements and receivables (issue 40): reads only. */

/** `GET /api/my-company/statement`: the member's company's statement. A 404 is "not in a company", an answer, not a failure to retry. */
export function useMyStatement() {
  const trpc = useTRPC();
  return useQuery(trpc.receivables.myStatement.queryOptions(undefined, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 1 }));
}

/** `GET /api/companies/{id}/statement` (shop admin). */
export function useCompanyStatement(companyId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.receivables.companyStatement.queryOptions({ id: companyId }));
}

/** `GET /api/receivables` (shop admin), sorted by the server; the previous order stays shown while another loads. */
export function useReceivables(sort: ReceivablesSort) {
  const trpc = useTRPC();
  return useQuery(trpc.receivables.list.queryOptions({ sort }, { placeholderData: keepPreviousData }));
}
