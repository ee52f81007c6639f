import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { lazyToast } from '../../lib/lazy-toast';
import { useTRPC } from '../../lib/trpc';
import { clearLocalCart, localLines, useLocalLines } from './local-cart';

type MergeState = { state: 'done' } | { state: 'merging' } | { state: 'failed'; error: unknown };

// One merge at a time for the whole page: the header and the cart page both ask for it.
let current: MergeState = { state: 'done' };
const listeners = new Set<() => void>();
function settle(next: MergeState) {
  current = next;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/**
 * Moves a visitor's lines into the server's cart once the session appears, whatever brought it
 * (sign-in, sign-up, a social sign-in's return, a session already open in another tab): while
 * the browser holds lines and the customer is signed in, `cart.merge` takes them (quantities add
 * up, the rules apply again on the server) and the browser's cart is cleared once it succeeded.
 * A failure keeps the lines for Retry (or the next page load).
 */
export function useCartMerge({ enabled }: { enabled: boolean }): MergeState & { retry: () => void } {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const merge = useMutation(trpc.cart.merge.mutationOptions());
  const waiting = useLocalLines().length > 0;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  const start = () => {
    const lines = localLines();
    if (current.state === 'merging' || lines.length === 0) return;
    settle({ state: 'merging' });
    merge.mutateAsync({ lines: [...lines] }).then(
      (cart) => {
        queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
        clearLocalCart();
        settle({ state: 'done' });
      },
      (error: unknown) => {
        lazyToast((toast) => toast.error("We couldn't move your cart into your account yet. Its lines are kept in this browser."));
        settle({ state: 'failed', error });
      },
    );
  };

  useEffect(() => {
    if (enabled && waiting && current.state === 'done') start();
  });

  if (enabled && waiting && state.state === 'done') return { state: 'merging', retry: start };
  return { ...state, retry: start };
}
