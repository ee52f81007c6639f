import { z } from 'zod';
import { LOCATION_REQUIRED_MESSAGE } from '../schemas/company';
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

/**
 * The order form's fields for one product (name and e-mail are read-only, from the session): the
 * phone and address to deliver to, or for a company member (issue 37) the company's location.
 *
 * @example orderFormSchema({ minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 9 }, { forCompany: true }).safeParse({ orderQuantity: 1, locationId: '' }) // 'Choose the location this order is for'
 */
export function orderFormSchema(product: QuantityRules, { forCompany = false } = {}) {
  return z.object({
    orderQuantity: orderQuantitySchema(product),
    phone: forCompany ? z.string().optional() : phoneSchema,
    address: forCompany ? z.string().optional() : addressSchema,
    locationId: forCompany ? z.string({ error: LOCATION_REQUIRED_MESSAGE }).min(1, LOCATION_REQUIRED_MESSAGE) : z.string().optional(),
  });
}
