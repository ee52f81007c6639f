import type { CategoryTree } from '../../../src/shared/schemas/category';
import type { AdminProduct } from '../../../src/shared/schemas/product';

let serial = 0;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A product as `adminProducts.list` answers it. */
export function product(fields: Partial<AdminProduct> = {}): AdminProduct {
  serial++;
  const image = `/uploads/${String(serial).padStart(32, '0')}-640.webp`;
  return {
    _id: id(serial),
    sku: `TY-${String(serial).padStart(6, '0')}`,
    slug: `product-${serial}`,
    name: `Product ${serial}`,
    image,
    images: [image],
    description: 'A tool.',
    categoryId: null,
    status: 'active',
    minimumOrder: 1,
    quantity: 10,
    price: 12.5,
    date: '2026-11-20T10:00:00.000Z',
    packSize: 1,
    maximumOrder: null,
    priceTiers: [],
    weight: null,
    taxClass: 'standard',
    ...fields,
  };
}

export const digging = { id: id(9001), name: 'Digging', slug: 'digging', parentId: null, position: 0, productCount: 3 };
export const spades = { id: id(9002), name: 'Spades', slug: 'spades', parentId: digging.id, position: 0, productCount: 2 };
export const forks = { id: id(9003), name: 'Forks', slug: 'forks', parentId: digging.id, position: 1, productCount: 0 };
export const pruning = { id: id(9004), name: 'Pruning', slug: 'pruning', parentId: null, position: 1, productCount: 0 };

/** Digging (Spades, Forks) and Pruning, as `categories.tree` answers. */
export const tree: CategoryTree = [
  { ...digging, children: [spades, forks] },
  { ...pruning, children: [] },
];

/** A stored upload URL, distinct per `n`. */
export const uploadUrl = (n: number) => `/uploads/${n.toString(16).padStart(32, 'a')}-640.webp`;
