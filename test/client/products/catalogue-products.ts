import type { CategoryTree } from '../../../src/shared/schemas/category';
import type { Product } from '../../../src/shared/schemas/product';

/** Product number `n` of a made-up catalogue: "Tool 1", "Tool 2", ... */
export function product(n: number, overrides: Partial<Product> = {}): Product {
  const id = `5b1d8f3e-7a2c-4e91-8d4f-${String(n).padStart(12, '0')}`;
  const image = `/images/products/tool-${n}.svg`;
  return {
    _id: id,
    sku: `TY-${String(n).padStart(6, '0')}`,
    slug: `tool-${n}`,
    name: `Tool ${n}`,
    image,
    images: [image],
    categoryId: null,
    status: 'active',
    description: `Garden tool number ${n}.`,
    minimumOrder: 1,
    quantity: 10,
    price: 10 + n,
    date: '2026-11-01T10:00:00.000Z',
    packSize: 1,
    maximumOrder: null,
    priceList: null,
    listPrice: null,
    priceTiers: [],
    ...overrides,
  };
}

/**
 * Product `n` as a member of a company reads it when the list "Acme 2027" prices it (issue 39):
 * `price` and `priceTiers` are theirs, `listPrice` the product's own price from one unit.
 */
export function contractProduct(n: number, theirs: Pick<Product, 'price' | 'listPrice'> & Partial<Product>): Product {
  return product(n, { priceList: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Acme 2027' }, ...theirs });
}

export const tree: CategoryTree = [
  {
    id: 'a1000000-0000-4000-8000-000000000001',
    name: 'Digging',
    slug: 'digging',
    parentId: null,
    position: 0,
    productCount: 7,
    children: [
      { id: 'a1000000-0000-4000-8000-000000000002', name: 'Spades', slug: 'spades', parentId: 'a1000000-0000-4000-8000-000000000001', position: 0, productCount: 4 },
    ],
  },
  { id: 'a1000000-0000-4000-8000-000000000003', name: 'Pruning', slug: 'pruning', parentId: null, position: 1, productCount: 3, children: [] },
];
