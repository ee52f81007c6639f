import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, checkoutResultSchema } from '../../../shared/schemas/cart';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc';

type CheckoutResult = z.infer<typeof checkoutResultSchema>;
/** `cart.checkout` as the shared schemas describe it (POST /api/checkout). */
interface CheckoutClient {
  cart: { checkout: { mutate: (input: CheckoutInput) => Promise<CheckoutResult> } };
}

/**
 * `cart.checkout`. Bridge until the procedure lands in the router (branch i24-cart-server): the
 * call goes through the one tRPC client, typed by the shared checkout schemas instead of
 * `AppRouter`. Once `cart.checkout` exists, replace this file with `trpc.cart.checkout.useMutation()`.
 */
export function useCheckout() {
  const utils = trpc.useUtils();
  return useMutation({ mutationFn: (input: CheckoutInput) => (utils.client as unknown as CheckoutClient).cart.checkout.mutate(input) });
}
