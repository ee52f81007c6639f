import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Makes a user an admin or takes it back; the list of users refetches. */
export function useChangeRole(kind: 'makeAdmin' | 'removeAdmin', onSuccess?: (result: { modifiedCount: number }) => unknown) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.roles[kind].mutationOptions({
    onSuccess: thenRefresh(onSuccess, () => queryClient.invalidateQueries(trpc.roles.usersPage.pathFilter())),
  }));
}
