import { CART_LINES_MAX } from '../../../../shared/cart-limits';
import { refillLine, type RefillAsk } from '../../../../shared/rules/refill-line';
import type { CartChange, CartRefill } from '../../../../shared/schemas/reorder';
import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import { findCartProducts } from '../../2-catalogue/products/cart-products';
import { cartPricesOf } from './cart-prices';
import { cartQuantities, lockCart, saveCartLines, type CartLineWrite } from './cart-repository';
import { readCart, seenLine } from './cart-service';

/** A line bought before, asked into the cart again: the product, the units and (from an order) the unit price paid then. */
export interface RefillRequest extends RefillAsk {
  productId: string;
}

export const refillTooLongMessage = (lines: number) => `These lines would make your cart hold ${lines} lines; it holds at most ${CART_LINES_MAX}: remove some first`;

/**
 * Puts lines bought before (an order's for buy again, a requisition list's) into the user's cart
 * at today's prices and rules, in the caller's transaction: each adds to the line already there,
 * the sum moves to the nearest quantity allowed (refillLine says how and why), and a product no
 * longer sold or out of stock is left out and named. The same product twice is asked once, summed.
 * Answers the cart as it now is and every change, in the order asked.
 *
 * Errors: 404 a product id the shop never had; 409 when the lines that go in would take the cart over CART_LINES_MAX (nothing is added).
 */
export async function refillCart(trx: DB, userId: string, requests: readonly RefillRequest[]): Promise<CartRefill> {
  await lockCart(trx, userId);
  const asked = new Map<string, RefillAsk>();
  for (const { productId, quantity, unitPriceCents } of requests) {
    const before = asked.get(productId);
    asked.set(productId, { quantity: (before?.quantity ?? 0) + quantity, unitPriceCents: before?.unitPriceCents ?? unitPriceCents });
  }
  const products = await findCartProducts(trx, [...asked.keys()]);
  const prices = await cartPricesOf(trx, userId, products);
  const quantities = await cartQuantities(trx, userId);
  const writes: CartLineWrite[] = [];
  const changes: CartChange[] = [];
  const byId = new Map(products.map((product) => [product.id, product]));

  for (const [productId, ask] of asked) {
    // Products are only ever marked deleted (order and list lines reference them), so an id not found was never one.
    const product = byId.get(productId);
    if (!product) throw new AppError('not-found', 'No such product');
    const outcome = refillLine(product, prices.get(productId)!, quantities.get(productId) ?? 0, ask);
    changes.push(...outcome.changes.map((change) => ({ productId, ...change })));
    if (outcome.lineQuantity !== null) writes.push(seenLine(product, prices.get(productId)!, outcome.lineQuantity));
  }

  const lineCount = new Set([...quantities.keys(), ...writes.map((write) => write.productId)]).size;
  if (lineCount > CART_LINES_MAX) throw new AppError('conflict', refillTooLongMessage(lineCount));
  await saveCartLines(trx, userId, writes);
  return { cart: await readCart(trx, userId), changes };
}
