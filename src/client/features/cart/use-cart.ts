import type { Cart } from '../../../shared/schemas/cart';
import { useSession } from '../../lib/use-session';
import { useServerCart } from './use-server-cart';
import { useVisitorCart } from './use-visitor-cart';

/** The cart as every cart screen sees it, whoever keeps it (the browser or the server). */
export interface CartView {
  signedIn: boolean;
  /** How many lines, for the header's badge (known before the lines are priced). */
  lineCount: number;
  /** Undefined while loading or after a failure. */
  cart: Cart | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
  /** Adds units to the product's line (quantities add up), or a new line. */
  add: (productId: string, quantity: number) => Promise<void>;
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
  /** Accepts the lines' changes: the customer has seen them. */
  review: () => Promise<void>;
}

/**
 * The one cart hook: a signed-in customer's cart from the server, a visitor's from local storage.
 * `withLines: false` (the header) asks only what the count needs.
 */
export function useCart({ withLines = true }: { withLines?: boolean } = {}): CartView {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  const server = useServerCart({ enabled: signedIn });
  const visitor = useVisitorCart({ withLines: withLines && !signedIn && !isPending });
  if (isPending) return { ...visitor, isPending: true };
  return signedIn ? server : visitor;
}
