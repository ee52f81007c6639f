import type { CartLine } from '../../../shared/schemas/cart';
import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { addLocalLine, removeLocalLine, setLocalQuantity, useLocalLines } from './local-cart';
import type { CartView } from './use-cart';
import { cartTotal, visitorLine } from './visitor-line';

/** A line whose product the shop no longer shows (deleted, archived or a draft again): only Remove is left. */
function goneLine(productId: string, quantity: number): CartLine {
  return {
    productId,
    sku: '',
    name: 'A product no longer sold',
    image: '',
    quantity,
    unitPrice: 0,
    lineTotal: 0,
    basePrice: 0,
    priceTiers: [],
    priceList: null,
    listPrice: null,
    minimumOrder: 1,
    packSize: 1,
    maximumOrder: null,
    stock: 0,
    changes: ['No longer sold'],
    orderable: false,
  };
}

/**
 * A visitor's cart: the stored lines, each priced with its product as the shop shows it now (one
 * batched request for all of them). `withLines: false` skips the products: the header's badge
 * needs only the count.
 */
export function useVisitorCart({ withLines }: { withLines: boolean }): CartView {
  const trpc = useTRPC();
  const stored = useLocalLines();
  const products = useQueries({ queries: withLines ? stored.map((line) => trpc.products.byId.queryOptions({ id: line.productId }, { retry: false })) : [] });
  const failed = products.find((query) => query.isError && query.error.data?.httpStatus !== 404 && query.error.data?.httpStatus !== 400);
  const pending = withLines && products.some((query) => query.isPending);
  const lines = withLines && !pending && !failed ? stored.map((line, i) => (products[i]?.data ? visitorLine(products[i].data, line.quantity) : goneLine(line.productId, line.quantity))) : undefined;

  return {
    signedIn: false,
    lineCount: stored.length,
    cart: lines && { lines, total: cartTotal(lines) },
    isPending: pending,
    error: failed?.error ?? null,
    retry: () => products.forEach((query) => query.isError && void query.refetch()),
    retrying: products.some((query) => query.isFetching),
    add: async (productId, quantity) => addLocalLine(productId, quantity),
    setQuantity: async (productId, quantity) => setLocalQuantity(productId, quantity),
    remove: async (productId) => removeLocalLine(productId),
    // A visitor's lines are priced afresh on every load: nothing to accept.
    review: async () => {},
  };
}
