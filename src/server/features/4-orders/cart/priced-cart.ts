import { centsToDollars, formatCents } from '../../../../shared/money';
import { isOutOfStock, lineTotalCents, orderQuantityProblem, unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import type { Cart, CartLine } from '../../../../shared/schemas/cart';
import type { CartLineRow } from './cart-repository';

/**
 * What changed or is wrong with a line since the customer last saw it, in words: the line is
 * checked out only once this is empty. A price change is only news (the line can still be
 * ordered at the new price, once accepted); the rest make the line unorderable as it is.
 */
export function lineChanges(row: CartLineRow): { changes: string[]; orderable: boolean } {
  if (!row.live) return { changes: ['No longer sold'], orderable: false };
  const changes: string[] = [];
  const unitPriceCents = unitPriceCentsFor(row, row.quantity);
  if (unitPriceCents !== row.seenUnitPriceCents) {
    changes.push(`The price went from ${formatCents(row.seenUnitPriceCents)} to ${formatCents(unitPriceCents)} a unit`);
  }
  const rules = { ...row, quantity: row.stock };
  const problem = isOutOfStock(rules)
    ? 'Out of stock'
    : row.stock < row.quantity
      ? `Only ${row.stock} units are left`
      : orderQuantityProblem(rules, row.quantity);
  if (problem) changes.push(problem);
  return { changes, orderable: problem === null };
}

/** A line as the shop prices it now: the tier for its quantity, its rules, and its changes. */
export function pricedLine(row: CartLineRow): CartLine & { lineTotalCents: number } {
  const unitPriceCents = unitPriceCentsFor(row, row.quantity);
  const totalCents = lineTotalCents(row.quantity, unitPriceCents);
  return {
    productId: row.productId,
    sku: row.sku,
    name: row.name,
    image: row.images[0] ?? '',
    quantity: row.quantity,
    unitPrice: centsToDollars(unitPriceCents),
    lineTotal: centsToDollars(totalCents),
    lineTotalCents: totalCents,
    basePrice: centsToDollars(row.priceCents),
    priceTiers: row.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    priceList: null,
    listPrice: null,
    minimumOrder: row.minimumOrder,
    packSize: row.packSize,
    maximumOrder: row.maximumOrder,
    stock: row.stock,
    ...lineChanges(row),
  };
}

/** The cart as the API shows it: every line priced now, and the total of the orderable ones. */
export function pricedCart(rows: readonly CartLineRow[]): Cart {
  const lines = rows.map(pricedLine);
  const totalCents = lines.filter((line) => line.orderable).reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { lines: lines.map(({ lineTotalCents: _, ...line }) => line), total: centsToDollars(totalCents) };
}
