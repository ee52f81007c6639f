import { dollarsToCents } from '../../../shared/money';
import { tierIndexFor } from '../../../shared/rules/quantity-rules';
import type { CartLine } from '../../../shared/schemas/cart';

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
