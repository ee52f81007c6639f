import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import type { Cart, checkoutQuoteInputSchema, QuoteLine } from '../../shared/schemas/cart';
import { useTRPCClient } from '../lib/trpc';

/** Where the order would ship, as the quote and checkout take it (without the method and the lines). */
export type QuoteDelivery = Omit<z.input<typeof checkoutQuoteInputSchema>, 'shippingMethodId' | 'lines'>;

/**
 * What the quote prices: the cart as the page shows it (checkout), or the lines named (the
 * purchase page's product in the quantity typed, as `POST /api/order` will charge it).
 */
export type QuoteGoods = { cart: Cart } | { lines: QuoteLine[] };

/**
 * What `goods` cost delivered to `delivery` by `shippingMethodId` (else the cheapest method):
 * `POST /api/checkout/quote`, a read though a POST, so a query of its own keyed by what it
 * prices (the cart's lines among them, which a refresh of stock may change). Off while there is
 * nothing to price or nowhere to deliver yet. Asking again keeps the last answer on screen, so
 * the totals do not jump; a refusal (no delivery there: the server's words) is not asked again.
 */
export function useCheckoutQuote(goods: QuoteGoods | null, delivery: QuoteDelivery | null, shippingMethodId: string | undefined) {
  const client = useTRPCClient();
  const input = goods && delivery && { ...delivery, ...('lines' in goods && { lines: goods.lines }), ...(shippingMethodId && { shippingMethodId }) };
  // The cart is priced by the server from its stored lines: its lines as shown key the quote.
  const cartLines = goods && 'cart' in goods ? goods.cart.lines.map((line) => [line.productId, line.quantity, line.lineTotal]) : null;
  return useQuery({
    queryKey: ['checkout-quote', input, cartLines],
    queryFn: () => client.cart.quote.mutate(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500),
  });
}
