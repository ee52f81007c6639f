import type { BuyerPrice, OwnPrice } from '../../../../shared/rules/contract-prices';
import type { DB } from '../../../db/database';
import { buyerPricesOf } from '../../3-accounts/price-lists/buyer-prices';

/** A cart line's product as pricing needs it: its id (or productId) and its own price and tiers. */
type Priced = Omit<OwnPrice, 'id'> & ({ id: string } | { productId: string });

const idOf = (product: Priced) => ('productId' in product ? product.productId : product.id);

/**
 * What each of `products` costs `userId` now (issue 39): their company's contract prices, or the
 * products' own (buyerPricesOf: the membership, then one statement for the whole cart's rules).
 * Read on every cart read and write, so a list changed or ended since reprices the cart lazily.
 */
export async function cartPricesOf(db: DB, userId: string, products: readonly Priced[]): Promise<Map<string, BuyerPrice>> {
  if (products.length === 0) return new Map();
  return buyerPricesOf(db, userId, products.map((product) => ({ id: idOf(product), priceCents: product.priceCents, priceTiers: product.priceTiers })));
}
