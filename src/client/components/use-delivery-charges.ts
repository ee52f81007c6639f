import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../shared/words/shipping-method-unavailable';
import { serverErrorOf } from '../lib/server-errors';
import { useCheckoutQuote, type QuoteDelivery, type QuoteGoods } from './checkout-quote';

/**
 * The delivery method and totals for where an order ships (issue 38), at checkout and on the
 * purchase page: the quote of `goods` (null: nothing to price yet, such as a quantity the rules
 * refuse) for `delivery` (null: nowhere chosen yet) with the method the buyer picked, else the
 * cheapest the server preselects. A pick belongs to the delivery it was made for: another address
 * or location starts again from its cheapest, as a method of one zone may not serve the next.
 */
export function useDeliveryCharges(goods: QuoteGoods | null, delivery: QuoteDelivery | null) {
  const deliveryKey = JSON.stringify(delivery);
  const [picked, setPicked] = useState<{ deliveryKey: string; methodId: string } | null>(null);
  const methodId = picked?.deliveryKey === deliveryKey ? picked.methodId : undefined;
  const quote = useCheckoutQuote(goods, delivery, methodId);
  // The picked method stopped serving the address (the zones changed meanwhile): back to the
  // cheapest, asked again. Set while rendering (React's way to adjust state to what it just read).
  if (methodId !== undefined && isMethodRefusal(quote.error)) setPicked(null);
  const current = quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching ? quote.data : undefined;
  return {
    quote,
    /** The method the buyer picked for this delivery; undefined: the server's cheapest. */
    methodId,
    pick: (id: string) => setPicked({ deliveryKey, methodId: id }),
    /** Forget the pick (the server said it no longer serves the address). */
    reset: () => setPicked(null),
    /**
     * Whether the order may be placed now: the totals shown are this delivery's and this method's
     * (none is asked for while nothing is priced or nowhere is chosen: the form says what is missing).
     */
    ready: goods === null || delivery === null || current !== undefined,
    /** The method to send with the checkout: the one the totals priced. */
    shippingMethodId: current?.shippingMethodId ?? undefined,
  };
}

export type DeliveryCharges = ReturnType<typeof useDeliveryCharges>;

/** A refusal the server worded (no delivery there, a method that does not serve it): asking again changes nothing. */
export function isRefusal(error: unknown): boolean {
  return error instanceof TRPCClientError && Boolean(error.shape) && (error.data?.httpStatus ?? 500) < 500;
}

/**
 * The quote refused a line it was asked to price (`lines.{i}`: the product is no longer sold, or
 * the quantity no longer fits its stock or rules): a matter for the order form, whose own refusal
 * says it in the spec's words and refreshes the product, not for the delivery.
 */
export function isLineRefusal(error: unknown): boolean {
  return isRefusal(error) && Object.keys(serverErrorOf(error).fieldErrors).some((field) => field.startsWith('lines.'));
}

/** Checkout refused the method: it no longer serves the address (the zones changed meanwhile). */
export function isMethodRefusal(error: unknown): boolean {
  return error instanceof TRPCClientError && error.message === SHIPPING_METHOD_UNAVAILABLE_MESSAGE;
}

/** Checkout's input with the method the totals priced, when there is one (a shop without zones has none). */
export function withMethod<Input extends object>(input: Input, shippingMethodId: string | undefined): Input & { shippingMethodId?: string } {
  return shippingMethodId ? { ...input, shippingMethodId } : input;
}
