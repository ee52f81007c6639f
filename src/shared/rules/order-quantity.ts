import { z } from 'zod';
import { addressSchema, phoneSchema } from '../schemas/contact';
import { quantityNumberSchema } from '../schemas/order';

/** What the quantity rules need to know about a product. */
export interface StockFacts {
  minimumOrder: number;
  /** Units available now. */
  quantity: number;
}

/**
 * The order-quantity rule of docs/product.md#5-validation-rules, for one product: a whole number from `minimumOrder`
 * to the available stock, with the spec's messages.
 *
 * @example orderQuantitySchema({ minimumOrder: 5, quantity: 100 }).safeParse(3) // 'Minimum order quantity 5'
 */
export function orderQuantitySchema({ minimumOrder, quantity }: StockFacts) {
  return quantityNumberSchema
    .min(minimumOrder, `Minimum order quantity ${minimumOrder}`)
    .max(quantity, `Maximum order quantity ${quantity}`);
}

/** No quantity can satisfy the rule any more: fewer units left than the minimum order. */
export function isOutOfStock({ minimumOrder, quantity }: StockFacts): boolean {
  return quantity < minimumOrder;
}

/** The order form's fields for one product (name and e-mail are read-only, from the session). */
export function orderFormSchema(product: StockFacts) {
  return z.object({ orderQuantity: orderQuantitySchema(product), phone: phoneSchema, address: addressSchema });
}

/** Total price in cents: quantity x unit price, exact because both are integers. */
export function orderTotalCents(orderQuantity: number, unitPriceCents: number): number {
  return orderQuantity * unitPriceCents;
}

export const OUT_OF_STOCK_MESSAGE = 'Sorry, this product is out of stock';
