import { centsToDollars, formatCents } from '../../../../shared/money';
import type { BuyerPrice } from '../../../../shared/rules/contract-prices';
import { isOutOfStock, lineTotalCents, orderQuantityProblem, unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import type { Cart, CartLine } from '../../../../shared/schemas/cart';
import type { CartLineRow } from './cart-repository';

/** The line's product's own prices: what it costs when no price list prices it for the buyer. */
export const ownPrice = (row: CartLineRow): BuyerPrice => ({ priceCents: row.priceCents, priceTiers: row.priceTiers, priceList: null });

/**
 * What changed or is wrong with a line since the customer last saw it, in words: the line is
 * checked out only once this is empty. A price change is only news (the line can still be
 * ordered at the new price, once accepted); the rest make the line unorderable as it is. `price`
 * is what the buyer pays for the product now (their contract price, or the product's own): a
 * price change says which price it now is, so a list changed or ended is named.
 */
export function lineChanges(row: CartLineRow, price: BuyerPrice = ownPrice(row)): { changes: string[]; orderable: boolean } {
  if (!row.live) return { changes: ['No longer sold'], orderable: false };
  const changes: string[] = [];
  const unitPriceCents = unitPriceCentsFor(price, row.quantity);
  if (unitPriceCents !== row.seenUnitPriceCents) {
    changes.push(`The price went from ${formatCents(row.seenUnitPriceCents)} to ${formatCents(unitPriceCents)} a unit${priceNameOf(price)}`);
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

/** Which price a changed price is: " (contract price, Spring list)" from a list; nothing for the product's own (as before price lists). */
const priceNameOf = (price: BuyerPrice): string => (price.priceList ? ` (contract price, ${price.priceList.name})` : '');

/**
 * A line as the shop prices it now for the buyer (`price`: their contract price from a list, or
 * the product's own): the tier for its quantity, its rules, and its changes. With a list,
 * `listPrice` is the product's own unit price at the line's quantity.
 */
export function pricedLine(row: CartLineRow, price: BuyerPrice = ownPrice(row)): CartLine & { lineTotalCents: number } {
  const unitPriceCents = unitPriceCentsFor(price, row.quantity);
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
    basePrice: centsToDollars(price.priceCents),
    priceTiers: price.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    priceList: price.priceList,
    listPrice: price.priceList ? centsToDollars(unitPriceCentsFor(row, row.quantity)) : null,
    minimumOrder: row.minimumOrder,
    packSize: row.packSize,
    maximumOrder: row.maximumOrder,
    stock: row.stock,
    ...lineChanges(row, price),
  };
}

/** The cart as the API shows it: every line priced now (`prices`: the buyer's, by product id), and the total of the orderable ones. */
export function pricedCart(rows: readonly CartLineRow[], prices: ReadonlyMap<string, BuyerPrice>): Cart {
  const lines = rows.map((row) => pricedLine(row, prices.get(row.productId)));
  const totalCents = lines.filter((line) => line.orderable).reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { lines: lines.map(({ lineTotalCents: _, ...line }) => line), total: centsToDollars(totalCents) };
}
