import { orderableChoices, orderQuantityProblem, type QuantityRules } from './quantity-rules';

/** Why a typed quantity cannot be ordered, and the nearest quantities that can, to choose instead. */
export interface QuantityRefusal {
  message: string;
  choices: number[];
}

/**
 * What is wrong with ordering `units` as a buyer typed it, in the words the server and the order
 * form's schema use (orderQuantityProblem, quantityNumberSchema), with the quantities to choose
 * instead (orderableChoices); null when the rules accept it. Every quantity field and Add to cart
 * ask this: a refused quantity is said, never swapped for another.
 *
 * @example quantityRefusal({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 25) // { message: 'Sold in packs of 12: order 24 or 36', choices: [24, 36] }
 * @example quantityRefusal({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, Number.NaN) // { message: 'Enter a number of units', choices: [] }
 * @example quantityRefusal({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 36) // null
 */
export function quantityRefusal(rules: QuantityRules, units: number): QuantityRefusal | null {
  if (!Number.isFinite(units)) return { message: 'Enter a number of units', choices: [] };
  if (!Number.isInteger(units)) return { message: 'Enter a whole number of units', choices: orderableChoices(rules, units) };
  const message = orderQuantityProblem(rules, units);
  return message === null ? null : { message, choices: orderableChoices(rules, units) };
}
