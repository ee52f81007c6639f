import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../../shared/schemas/company';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/* Business applications' reads and writes, each write with what it refreshes. */

/** The caller's newest application and the company they are in. */
export function useMyBusinessAccount() {
  const trpc = useTRPC();
  return useQuery(trpc.businessApplications.mine.queryOptions());
}

export function useApplyForBusinessAccount(options?: PageMutationOptions<Trpc['businessApplications']['submit']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.businessApplications.submit.mutationOptions({
      ...options,
      onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries(trpc.businessApplications.mine.pathFilter())),
    }),
  );
}

/** A page of applications for the shop admins. */
export function useApplications(input: { status?: ApplicationStatus; cursor?: string; limit: number }) {
  const trpc = useTRPC();
  return useQuery(trpc.businessApplications.list.queryOptions(input));
}

/** A decision refreshes the list (the row's status changes; a filtered list loses it). */
function useRefreshApplications() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.businessApplications.pathFilter());
}

export function useApproveApplication(options?: PageMutationOptions<Trpc['businessApplications']['approve']>) {
  const trpc = useTRPC();
  const refresh = useRefreshApplications();
  return useMutation(trpc.businessApplications.approve.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

export function useDeclineApplication(options?: PageMutationOptions<Trpc['businessApplications']['decline']>) {
  const trpc = useTRPC();
  const refresh = useRefreshApplications();
  return useMutation(trpc.businessApplications.decline.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}
