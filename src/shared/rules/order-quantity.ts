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
 * The order-quantity rule of docs/product.md#5-validation-rules for a whole number of units: from
 * `minimumOrder` to the available stock. Answers what is wrong in the spec's words, or null. (The
 * server asks this on every order: building the product's schema each time cost more.)
 *
 * @example orderQuantityProblem({ minimumOrder: 5, quantity: 100 }, 3) // 'Minimum order quantity 5'
 * @example orderQuantityProblem({ minimumOrder: 5, quantity: 100 }, 5) // null
 */
export function orderQuantityProblem({ minimumOrder, quantity }: StockFacts, orderQuantity: number): string | null {
  if (orderQuantity < minimumOrder) return `Minimum order quantity ${minimumOrder}`;
  if (orderQuantity > quantity) return `Maximum order quantity ${quantity}`;
  return null;
}

/**
 * The order-quantity rule as a schema, for the order form: a whole number, then orderQuantityProblem.
 *
 * @example orderQuantitySchema({ minimumOrder: 5, quantity: 100 }).safeParse(3) // 'Minimum order quantity 5'
 */
export function orderQuantitySchema(product: StockFacts) {
  return quantityNumberSchema.superRefine((orderQuantity, ctx) => {
    const problem = orderQuantityProblem(product, orderQuantity);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
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
