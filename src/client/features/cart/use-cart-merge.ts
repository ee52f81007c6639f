import { useEffect, useSyncExternalStore } from 'react';
import { lazyToast } from '../../lib/lazy-toast';
import type { CartMergeResult } from '../../../shared/schemas/cart';
import { useMergeCart } from './api/merge-cart';
import { cartToMerge, clearLocalCart, useLocalLines } from './local-cart';

type MergeState = { state: 'done' } | { state: 'merging' } | { state: 'failed'; error: unknown };

// One merge at a time for the whole page: the header and the cart page both ask for it.
const DONE: MergeState = { state: 'done' };
let current: MergeState = DONE;
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

/** The toast naming the lines the merge refused, each with the rule it breaks (what the visitor chose is never changed unseen). */
function refusedInWords(results: CartMergeResult['results']): string | null {
  const refused = results.filter((result) => result.outcome === 'refused');
  if (refused.length === 0) return null;
  const lines = refused.map((result) => `${result.name ?? 'A product no longer sold'} (${result.quantity}): ${result.reason}`);
  return `Not added to your cart from this browser: ${lines.join('; ')}`;
}

/**
 * Moves a visitor's lines into the server's cart once the session appears, whatever brought it
 * (sign-in, sign-up, a social sign-in's return, a session already open in another tab): while
 * the browser holds lines and the customer is signed in, `cart.merge` takes them with the
 * cart's merge key (the server merges a key once: a merge sent again after a lost answer, a
 * reload or from a second tab adds nothing), and the browser's cart is cleared as soon as the
 * answer arrives. Lines the server refuses (over the stock, say) are named in a toast with why.
 * A failure keeps the lines for Retry (or the next page load), under the same key.
 */
export function useCartMerge({ enabled }: { enabled: boolean }): MergeState & { retry: () => void } {
  // Cleared first, before anything else can fail: the server has merged this key, and a cart left behind would only be sent again.
  const merge = useMergeCart({ onSuccess: () => clearLocalCart() });
  const waiting = useLocalLines().length > 0;
  // Hydrating, a part renders as the server did (no merge there), even when another part that
  // hydrated first has started the merge: the header's Cart link hydrating after a product card's
  // Add to cart no longer differs from its server markup (React's error #418), then re-renders.
  const state = useSyncExternalStore(subscribe, snapshot, () => DONE);

  const start = () => {
    const cart = cartToMerge();
    if (current.state === 'merging' || cart === null) return;
    settle({ state: 'merging' });
    merge.mutateAsync(cart).then(
      (result) => {
        try {
          const refused = refusedInWords(result.results);
          if (refused) lazyToast((toast) => toast.error(refused, { duration: 20_000 }));
        } finally {
          settle({ state: 'done' });
        }
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
