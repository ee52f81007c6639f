import { isOutOfStock, nearestAllowedQuantity, orderQuantityProblem, OUT_OF_STOCK_MESSAGE, unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import { CART_LINES_MAX } from '../../../../shared/cart-limits';
import type { Cart } from '../../../../shared/schemas/cart';
import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import { findLiveCartProducts, type CartProduct } from '../../2-catalogue/products/cart-products';
import { cartQuantities, deleteCartLines, listCartLines, lockCart, saveCartLines, type CartLineWrite } from './cart-repository';
import { cartPricesOf } from './cart-prices';
import { pricedCart } from './priced-cart';
import type { PriceSchedule } from '../../../../shared/rules/contract-prices';

export const CART_FULL_MESSAGE = `Your cart holds at most ${CART_LINES_MAX} lines: remove one before adding another`;

/**
 * A line at `quantity` with the unit price (the tier for that quantity of `price`, the buyer's
 * schedule: their contract price or the product's own) and stock the customer sees now.
 */
export function seenLine(product: Pick<CartProduct, 'id' | 'quantity'>, price: PriceSchedule, quantity: number): CartLineWrite {
  return { productId: product.id, quantity, seenUnitPriceCents: unitPriceCentsFor(price, quantity), seenStock: product.quantity };
}

/** The user's cart, every line priced now for them (their contract prices, if any) with what changed since they last saw it. */
export async function readCart(db: DB, userId: string): Promise<Cart> {
  const rows = await listCartLines(db, userId);
  return pricedCart(rows, await cartPricesOf(db, userId, rows));
}

/**
 * Sets the user's line of `productId` to `quantity`, creating it, and records the price and
 * stock shown with it: the customer has seen the line as it is now.
 *
 * Errors: 404 unknown or not sold product; 409 out of stock, or a new line in a full cart;
 * 400 on `quantity` with the rule it breaks ('Sold in packs of 12: order 24 or 36').
 */
export async function setCartLine(db: DB, userId: string, productId: string, quantity: number): Promise<Cart> {
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, userId);
    const [product] = await findLiveCartProducts(trx, [productId]);
    if (!product) throw new AppError('not-found', 'No such product');
    if (isOutOfStock(product)) throw new AppError('conflict', OUT_OF_STOCK_MESSAGE);
    const problem = orderQuantityProblem(product, quantity);
    if (problem) throw new AppError('invalid', problem, { quantity: [problem] });
    const quantities = await cartQuantities(trx, userId);
    if (!quantities.has(productId) && quantities.size >= CART_LINES_MAX) throw new AppError('conflict', CART_FULL_MESSAGE);
    const prices = await cartPricesOf(trx, userId, [product]);
    await saveCartLines(trx, userId, [seenLine(product, prices.get(product.id)!, quantity)]);
    return readCart(trx, userId);
  });
}

/** Removes the user's line of `productId`; removing a line that is not there changes nothing. */
export async function removeCartLine(db: DB, userId: string, productId: string): Promise<Cart> {
  await deleteCartLines(db, userId, [productId]);
  return readCart(db, userId);
}

/**
 * The customer accepts every change: each line moves to the nearest quantity its rules allow now
 * and records the price and stock shown; a line that cannot be ordered at all (no longer sold,
 * out of stock) leaves the cart.
 */
export async function reviewCart(db: DB, userId: string): Promise<Cart> {
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, userId);
    const rows = await listCartLines(trx, userId);
    const prices = await cartPricesOf(trx, userId, rows);
    const kept: CartLineWrite[] = [];
    const gone: string[] = [];
    for (const row of rows) {
      const product = { ...row, id: row.productId, quantity: row.stock };
      const quantity = row.live ? nearestAllowedQuantity(product, row.quantity) : null;
      if (quantity === null) gone.push(row.productId);
      else kept.push(seenLine(product, prices.get(row.productId)!, quantity));
    }
    await deleteCartLines(trx, userId, gone);
    await saveCartLines(trx, userId, kept);
    return readCart(trx, userId);
  });
}
