import { dollarsToCents } from '../../../shared/money';
import { tierIndexFor } from '../../../shared/rules/quantity-rules';
import type { CartLine } from '../../../shared/schemas/cart';

/** A cart line's words for a price a list gives (issue 39), before the list's name. */
export const LINE_CONTRACT_LABEL = 'Contract price';

/**
 * The price in force for the line's quantity, in words: "10+ price" for a volume tier, "Base
 * price" below the first (or for a product without tiers).
 *
 * @example tierInForce({ quantity: 12, priceTiers: [{ minQuantity: 10, price: 11.5 }] }) // '10+ price'
 */
export function tierInForce(line: Pick<CartLine, 'quantity' | 'priceTiers'>): string {
  const index = tierIndexFor(
    line.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) })),
    line.quantity,
  );
  return index < 0 ? 'Base price' : `${line.priceTiers[index]!.minQuantity}+ price`;
}

/**
 * What prices the line, in words: the tier in force, and for a line a price list prices (issue 39)
 * "Contract price · {list}" first.
 *
 * @example linePricedBy({ quantity: 12, priceTiers: [{ minQuantity: 10, price: 11.5 }], priceList: { id: 'x', name: 'Acme 2027' } }) // 'Contract price · Acme 2027, 10+ price'
 * @example linePricedBy({ quantity: 2, priceTiers: [], priceList: { id: 'x', name: 'Acme 2027' } }) // 'Contract price · Acme 2027'
 * @example linePricedBy({ quantity: 2, priceTiers: [], priceList: null }) // 'Base price'
 */
export function linePricedBy(line: Pick<CartLine, 'quantity' | 'priceTiers' | 'priceList'>): string {
  const tier = tierInForce(line);
  if (!line.priceList) return tier;
  const contract = `${LINE_CONTRACT_LABEL} · ${line.priceList.name}`;
  return tier === 'Base price' ? contract : `${contract}, ${tier}`;
}
