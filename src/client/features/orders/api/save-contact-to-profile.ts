import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyToast } from '../../../lib/lazy-toast';
import { useTRPC } from '../../../lib/trpc';
import type { SavedContact } from '../order-form-profile';

// Read after the page has moved on to My Orders, so it stays longer than the usual 4 s.
const SAVE_FAILED_MS = 10_000;

/**
 * Saves an order's phone and address to the buyer's profile through My Profile's procedure (the
 * rest of the profile is left out, so it stays as it is). Runs after the order is placed and never
 * throws: a failure is told in words, and the order stands.
 */
export function useSaveContactToProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.users.update.mutationOptions());
  return async (contact: SavedContact) => {
    try {
      const { modifiedCount } = await update.mutateAsync({ user: contact });
      if (modifiedCount > 0) lazyToast((toast) => toast.success('Phone and address saved to your profile'));
      await queryClient.invalidateQueries(trpc.users.me.pathFilter());
    } catch {
      lazyToast((toast) => toast.error("Your order is placed, but we couldn't save this phone and address to your profile. You can change them in My Profile.", {
        duration: SAVE_FAILED_MS,
      }));
    }
  };
}
