import { useMutation } from '@tanstack/react-query';
import type { Category } from '../../../../shared/schemas/category';
import { useTRPC } from '../../../lib/trpc';
import { reorderPositions } from '../reorder-positions';
import { useRefreshCategories } from './categories-refresh';

/**
 * Moves the category at `index` among its siblings to `to`, one position write per category that
 * moves, and refetches the categories once at the end, whether or not every write went through
 * (the tree then shows where each one is).
 */
export function useMoveCategory({ siblings, index, onError }: { siblings: readonly Category[]; index: number; onError: (error: Error) => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshCategories();
  const update = useMutation(trpc.categories.update.mutationOptions());
  return useMutation({
    mutationFn: async (to: number) => {
      for (const change of reorderPositions(siblings, index, to)) await update.mutateAsync(change);
    },
    onError,
    onSettled: refresh,
  });
}
