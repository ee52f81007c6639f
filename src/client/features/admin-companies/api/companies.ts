import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/*
 * The shop admin's company writes, each with what it refreshes: the companies (list and page) and
 * the audit log, where every one of them is recorded (the company's audit trail reads it).
 */

function useRefreshCompanies() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc.companies.pathFilter()), queryClient.invalidateQueries(trpc.audit.list.pathFilter())]);
}

export function useCreateCompany() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.create.mutationOptions({ onSuccess: refresh }));
}

export function useSetCompanyStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.setStatus.mutationOptions({ onSuccess: refresh }));
}

export function useAddCompanyLocation() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.addLocation.mutationOptions({ onSuccess: refresh }));
}

export function useEditCompanyLocation() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.editLocation.mutationOptions({ onSuccess: refresh }));
}

export function useChangeCompanyMember() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.changeMember.mutationOptions({ onSuccess: refresh }));
}

export function useRemoveCompanyMember() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.removeMember.mutationOptions({ onSuccess: refresh }));
}

export function useSetCompanyTaxExemption() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.setTaxExemption.mutationOptions({ onSuccess: refresh }));
}

/** Replaces the company's price lists, in order; refreshes the company's lists, the lists' company columns and the audit log. */
export function useSetCompanyPriceLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshCompanies();
  return useMutation(
    trpc.priceLists.setCompanyLists.mutationOptions({
      onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries(trpc.priceLists.pathFilter())]),
    }),
  );
}

/** Sets the company's payment terms (issue 40); refreshes the company's page (its credit) and the audit log. */
export function useSetCompanyTerms() {
  const trpc = useTRPC();
  const refresh = useRefreshCompanies();
  return useMutation(trpc.companies.setTerms.mutationOptions({ onSuccess: refresh }));
}
