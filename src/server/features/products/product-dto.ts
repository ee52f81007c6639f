import { centsToDollars } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/product';
import type { ProductListRow } from './products-repository';

/** Database row -> the spec's product shape. */
export function toProductDto(row: ProductListRow): Product {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    description: row.description,
    minimumOrder: row.minimumOrder,
    quantity: row.quantity,
    price: centsToDollars(row.priceCents),
    date: row.createdAt.toISOString(),
  };
}
