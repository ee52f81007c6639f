import { centsToDollars } from '../../../../shared/money';
import type { BuyerPrice } from '../../../../shared/rules/contract-prices';
import type { AdminProduct, Product } from '../../../../shared/schemas/product';
import type { ProductListRow } from './products-repository';

/**
 * Database row -> the spec's product shape, priced for the reader: `price` (the buyer's, from
 * price-lists' buyerPricesOf) when a list prices it for them, else the product's own.
 */
export function toProductDto(row: ProductListRow, price?: BuyerPrice): Product {
  const own = ownProductFields(row);
  if (!price?.priceList) return { ...own, priceList: null, listPrice: null };
  return {
    ...own,
    price: centsToDollars(price.priceCents),
    priceTiers: price.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    priceList: price.priceList,
    listPrice: own.price,
  };
}

/** The product's own fields and prices, as every reader but a contract buyer sees them. */
function ownProductFields(row: ProductListRow): Omit<Product, 'priceList' | 'listPrice'> {
  return {
    _id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    image: row.images[0] ?? '',
    images: row.images,
    description: row.description,
    categoryId: row.categoryId,
    status: row.status,
    minimumOrder: row.minimumOrder,
    quantity: row.quantity,
    price: centsToDollars(row.priceCents),
    date: row.createdAt.toISOString(),
    packSize: row.packSize,
    maximumOrder: row.maximumOrder,
    priceTiers: row.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
  };
}

/** Database row -> the admin's product: the shop's shape, its weight in kilograms and its tax class. */
export function toAdminProductDto(row: ProductListRow): AdminProduct {
  return { ...ownProductFields(row), weight: row.weightGrams === null ? null : row.weightGrams / 1000, taxClass: row.taxClass };
}
