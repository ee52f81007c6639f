import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../src/client');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The places that move stock: each refreshes the reads of stock through the one list. */
const STOCK_MOVERS = [
  'features/cart/api/checkout.ts', // an order from the cart holds units
  'features/orders/api/place-order.ts', // an order from the purchase page holds units
  'features/orders/api/cancel-order.ts', // the buyer's cancel puts them back
  'features/admin-orders/api/cancel-unpaid-order.ts', // the shop's cancel puts them back
  'features/admin-orders/api/refund-order.ts', // a refund may restock
  'features/admin-products/api/refresh-products.ts', // an admin's product write sets the stock
];

describe('what is refreshed after stock moves', () => {
  it('is one list (lib/refresh-stock.ts), used by every place that moves stock', () => {
    for (const file of STOCK_MOVERS) expect(source(file), file).toContain('useRefreshStock()');
  });

  it('is listed nowhere else: no other file names the reads of stock to refresh', () => {
    const listed = filesUnder('.').filter((file) => file !== 'lib/refresh-stock.ts' && /\.(products|catalogue|adminProducts|overview)\.pathFilter\(/.test(source(file)));
    expect(listed).toEqual([]);
  });
});
