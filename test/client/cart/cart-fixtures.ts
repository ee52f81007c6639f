import type { Cart, CartLine } from '../../../src/shared/schemas/cart';
import type { Product } from '../../../src/shared/schemas/product';

export const buyer = { id: '20000000-0000-4000-8000-000000000000', email: 'hazel@garden.test', name: 'Hazel', role: 'user' as const };
export const signedIn = () => ({ user: buyer });
export const signedOut = () => ({ user: null });

/** Gloves in packs of 12 from 12 units, 24+ at $11.50 and 48+ at $10.90 (base $12.90), 100 in stock. */
export const gloves: Product = {
  _id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000012',
  sku: 'GL-12',
  slug: 'nitrile-gloves',
  name: 'Nitrile Gloves',
  image: '/images/products/gloves.svg',
  images: ['/images/products/gloves.svg'],
  categoryId: null,
  status: 'active',
  description: 'Grip in the wet.',
  minimumOrder: 12,
  quantity: 100,
  price: 12.9,
  date: '2026-11-01T10:00:00.000Z',
  packSize: 12,
  maximumOrder: null,
  priceList: null,
  listPrice: null,
  priceTiers: [
    { minQuantity: 24, price: 11.5 },
    { minQuantity: 48, price: 10.9 },
  ],
};

export const spade: Product = {
  ...gloves,
  _id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000001',
  sku: 'SP-100',
  name: 'Border Spade',
  minimumOrder: 1,
  packSize: 1,
  price: 34.99,
  priceList: null,
  listPrice: null,
  priceTiers: [],
};

/** A server cart line for `product` at `quantity`, priced as the server would. */
export function lineOf(product: Product, quantity: number, fields: Partial<CartLine> = {}): CartLine {
  const tier = [...product.priceTiers].reverse().find((candidate) => quantity >= candidate.minQuantity);
  const unitPrice = tier?.price ?? product.price;
  return {
    productId: product._id,
    sku: product.sku,
    name: product.name,
    image: product.image,
    quantity,
    unitPrice,
    lineTotal: Math.round(unitPrice * quantity * 100) / 100,
    basePrice: product.price,
    priceTiers: product.priceTiers,
    priceList: null,
    listPrice: null,
    minimumOrder: product.minimumOrder,
    packSize: product.packSize,
    maximumOrder: product.maximumOrder,
    stock: product.quantity,
    changes: [],
    orderable: true,
    ...fields,
  };
}

/** The list "Acme 2027" as a member's cart line names it (issue 39). */
export const acme2027 = { id: 'c1000000-0000-4000-8000-000000000001', name: 'Acme 2027' };

/**
 * A member's line for `product` at `quantity` priced by "Acme 2027" with `theirs` (their price and
 * tiers, as the server gives them); `listPrice` is the product's own unit price at that quantity.
 */
export function contractLineOf(product: Product, quantity: number, theirs: Pick<Product, 'price' | 'priceTiers'>, fields: Partial<CartLine> = {}): CartLine {
  const own = lineOf(product, quantity);
  return { ...lineOf({ ...product, ...theirs }, quantity), priceList: acme2027, listPrice: own.unitPrice, ...fields };
}

export function cartOf(...lines: CartLine[]): Cart {
  return { lines, total: Math.round(lines.reduce((sum, line) => sum + (line.orderable ? line.lineTotal : 0), 0) * 100) / 100 };
}

/** What a visitor's browser keeps (features/cart/local-cart.ts): the lines, under the cart's merge key when given (else as stored before carts had keys). */
export function storeVisitorCart(lines: Array<{ productId: string; quantity: number }>, key?: string) {
  window.localStorage.setItem('toolyard.cart', JSON.stringify(key ? { key, lines } : { lines }));
}
