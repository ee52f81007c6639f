import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { CartView } from './use-cart';
import { useCartMerge } from './use-cart-merge';
import { useRemoveCartLine } from './api/remove-cart-line';
import { useReviewCart } from './api/review-cart';
import { useUpdateCartLine } from './api/update-cart-line';

/**
 * A signed-in customer's cart, kept on the server. While a visitor's lines are still being merged
 * into it (just signed in) it reads as loading, so nothing is checked out without them; a failed
 * merge is its error, with Retry merging again.
 */
export function useServerCart({ enabled }: { enabled: boolean }): CartView {
  const trpc = useTRPC();
  const merge = useCartMerge({ enabled });
  const query = useQuery(trpc.cart.get.queryOptions(undefined, { enabled: enabled && merge.state === 'done' }));
  const setLine = useUpdateCartLine();
  const removeLine = useRemoveCartLine();
  const review = useReviewCart();
  const lines = query.data?.lines ?? [];

  return {
    signedIn: true,
    lineCount: lines.length,
    cart: merge.state === 'done' ? query.data : undefined,
    isPending: merge.state === 'merging' || (merge.state === 'done' && query.isPending),
    error: merge.state === 'failed' ? merge.error : query.error,
    retry: merge.state === 'failed' ? merge.retry : () => void query.refetch(),
    retrying: merge.state === 'merging' || query.isFetching,
    add: async (productId, quantity) => {
      // Quantities add up, as the merge does: the server checks the sum against the rules.
      const current = lines.find((line) => line.productId === productId)?.quantity ?? 0;
      await setLine.mutateAsync({ productId, quantity: current + quantity });
    },
    setQuantity: async (productId, quantity) => void (await setLine.mutateAsync({ productId, quantity })),
    remove: async (productId) => void (await removeLine.mutateAsync({ productId })),
    review: async () => void (await review.mutateAsync()),
  };
}
