import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import type { Cart, checkoutQuoteInputSchema } from '../../../../shared/schemas/cart';
import { useTRPCClient } from '../../../lib/trpc';

/** Where the order would ship, as the quote and checkout take it (without the method). */
export type QuoteDelivery = Omit<z.input<typeof checkoutQuoteInputSchema>, 'shippingMethodId'>;

/**
 * What the cart costs delivered to `delivery` by `shippingMethodId` (else the cheapest method):
 * `POST /api/checkout/quote`, a read though a POST, so a query of its own keyed by what it
 * prices (the cart's lines among them, which a refresh of stock may change). Off while there is
 * nowhere to deliver yet. Asking again keeps the last answer on screen, so the totals do not
 * jump; a refusal (no delivery there: the server's words) is not asked again.
 */
export function useCheckoutQuote(cart: Cart, delivery: QuoteDelivery | null, shippingMethodId: string | undefined) {
  const client = useTRPCClient();
  const input = delivery && { ...delivery, ...(shippingMethodId && { shippingMethodId }) };
  const lines = cart.lines.map((line) => [line.productId, line.quantity, line.lineTotal]);
  return useQuery({
    queryKey: ['checkout-quote', input, lines],
    queryFn: () => client.cart.quote.mutate(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500),
  });
}
