import { centsToDollars, dollarsToCents } from '../../../shared/money';
import { isLiveProduct } from '../../../shared/rules/live-product';
import { lineTotalCents, orderQuantityProblem, unitPriceCentsFor, type QuantityRules } from '../../../shared/rules/quantity-rules';
import type { CartLine } from '../../../shared/schemas/cart';
import type { Product } from '../../../shared/schemas/product';

/** A product's rules and tiers as the shared rules take them (cents). */
export function rulesOf(product: Pick<Product, 'minimumOrder' | 'packSize' | 'maximumOrder' | 'quantity'>): QuantityRules {
  return { minimumOrder: product.minimumOrder, packSize: product.packSize, maximumOrder: product.maximumOrder, quantity: product.quantity };
}

/**
 * A visitor's line priced in the browser with the shared rules, in the server cart's shape, so one
 * cart page shows both. Only a preview: the server prices every line again at the merge.
 */
export function visitorLine(product: Product, quantity: number): CartLine {
  const tiers = product.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
  const unitCents = unitPriceCentsFor({ priceCents: dollarsToCents(product.price), priceTiers: tiers }, quantity);
  const problem = isLiveProduct(product) ? orderQuantityProblem(rulesOf(product), quantity) : 'No longer sold';
  return {
    productId: product._id,
    sku: product.sku,
    name: product.name,
    image: product.image,
    quantity,
    unitPrice: centsToDollars(unitCents),
    lineTotal: centsToDollars(lineTotalCents(quantity, unitCents)),
    basePrice: product.price,
    priceTiers: product.priceTiers,
    priceList: null,
    listPrice: null,
    minimumOrder: product.minimumOrder,
    packSize: product.packSize,
    maximumOrder: product.maximumOrder,
    stock: product.quantity,
    changes: problem ? [problem] : [],
    orderable: problem === null,
  };
}

/** The sum of the orderable lines' totals, in dollars (exact: summed in cents). */
export function cartTotal(lines: readonly CartLine[]): number {
  return centsToDollars(lines.reduce((sum, line) => sum + (line.orderable ? dollarsToCents(line.lineTotal) : 0), 0));
}
