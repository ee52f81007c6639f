import { centsToDollars } from '../../../../shared/money';
import type { AdminProduct, Product } from '../../../../shared/schemas/product';
import type { ProductListRow } from './products-repository';

/** Database row -> the spec's product shape. */
export function toProductDto(row: ProductListRow): Product {
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
  return { ...toProductDto(row), weight: row.weightGrams === null ? null : row.weightGrams / 1000, taxClass: row.taxClass };
}
