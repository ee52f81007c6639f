import { useSyncExternalStore } from 'react';
import type { CartChange } from '../../../shared/schemas/reorder';

/**
 * What changed when lines bought before went back into the cart (buy again, a list's "Add to
 * cart"), kept in memory until the customer dismisses it: the action answers it, then the cart
 * page shows it. Not kept across a reload: the cart's own changes still show there.
 */
export interface RefillNotice {
  /** What was put back, in words: "Order TY-000042", "List Spring planting". */
  source: string;
  changes: CartChange[];
}

let current: RefillNotice | null = null;
const listeners = new Set<() => void>();

export function setRefillNotice(notice: RefillNotice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The notice to show, or null; the server renders none (it only ever follows a click). */
export function useRefillNotice(): RefillNotice | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
