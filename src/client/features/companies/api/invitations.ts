import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import type { InvitationInput } from '../../../../shared/schemas/company';

/*
 * Invitations' reads and writes. Sending refreshes nothing the dialog's pages read (a company's
 * members change only when the invitee accepts); accepting refreshes the invitee's invitations and
 * whatever reads their company (every query: the account's place in the shop just changed).
 */

/** Whom an invitation is for: a company by id (a shop admin), or the caller's own (a company admin). */
export type InvitationTarget = { companyId: string } | 'my-company';

/** Sends an invitation to `target`'s company: a function of the form's values. */
export function useInviteMember(target: InvitationTarget) {
  const trpc = useTRPC();
  const forCompany = useMutation(trpc.companyInvitations.sendForCompany.mutationOptions());
  const forMine = useMutation(trpc.companyInvitations.sendForMyCompany.mutationOptions());
  return (input: InvitationInput) => (target === 'my-company' ? forMine.mutateAsync(input) : forCompany.mutateAsync({ ...input, id: target.companyId }));
}

/** The signed-in account's pending invitations, and whether its e-mail is verified. */
export function useMyInvitations(enabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.companyInvitations.mine.queryOptions(undefined, { enabled }));
}

/** What an invitation link is for (public: the company's name, the role, the invited address). */
export function useInvitationPreview(token: string | undefined) {
  const trpc = useTRPC();
  return useQuery(trpc.companyInvitations.preview.queryOptions({ token: token ?? '' }, { enabled: token !== undefined, retry: false }));
}

/** Accepts by the link's token or by id; everything the account reads is read again (it is in a company now). */
export function useAcceptInvitation(options?: PageMutationOptions<Trpc['companyInvitations']['accept']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.companyInvitations.accept.mutationOptions({
      ...options,
      onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries()),
    }),
  );
}
