import { z } from 'zod';
import { addressSchema, phoneSchema } from '../schemas/contact';
import { quantityNumberSchema } from '../schemas/order';
import { orderQuantityProblem, type QuantityRules } from './quantity-rules';

/**
 * The order-quantity rule as a schema, for the order form: a whole number, then the product's
 * quantity rules (orderQuantityProblem).
 *
 * @example orderQuantitySchema({ minimumOrder: 5, packSize: 1, maximumOrder: null, quantity: 100 }).safeParse(3) // 'Minimum order quantity 5'
 */
export function orderQuantitySchema(product: QuantityRules) {
  return quantityNumberSchema.superRefine((orderQuantity, ctx) => {
    const problem = orderQuantityProblem(product, orderQuantity);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The order form's fields for one product (name and e-mail are read-only, from the session). */
export function orderFormSchema(product: QuantityRules) {
  return z.object({ orderQuantity: orderQuantitySchema(product), phone: phoneSchema, address: addressSchema });
}
