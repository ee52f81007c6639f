/**
 * What the load runs need in the database: the catalogue the home page shows, 64 products with
 * stock for every one-line order a run places (orders spread over them, as a shop's do: one
 * product would measure a single row lock's queue), 256 more for the carts' lines, and 64
 * signed-in buyers for each side (app and bare).
 */
import type { DB } from '../src/server/db/database';
import { createSession } from '../src/server/features/3-accounts/accounts/sessions/sessions';

/** A signed-in buyer: the bearer token for requests, the id for writing their cart directly. */
export interface BenchBuyer {
  userId: string;
  token: string;
  /** A company member's location, which their checkout orders for (bench/contracts.ts); none: they give an address. */
  locationId?: string;
}

export interface BenchData {
  appBuyers: BenchBuyer[];
  bareBuyers: BenchBuyer[];
  /** The products one-line orders rotate over. */
  productIds: string[];
  /** The products carts are filled from, with their (tier-free) unit price. */
  cartProducts: { id: string; priceCents: number }[];
}

export async function benchBuyers(db: DB, prefix: string, count: number): Promise<BenchBuyer[]> {
  const buyers: BenchBuyer[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await db
      .insertInto('users')
      .values({ email: `${prefix}-${i}@example.com`, name: 'Bench Buyer', phone: '1', address: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyers.push({ userId: user.id, token: (await createSession(db, user.id)).token });
  }
  return buyers;
}

export async function seedBenchData(db: DB): Promise<BenchData> {
  await db
    .insertInto('products')
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        name: `Bench tool ${i + 1}`,
        images: ['/images/products/bench.svg'],
        description: 'A garden tool used to measure the server. '.repeat(4),
        priceCents: 1000 + i * 137,
        quantity: 500 + i,
        minimumOrder: 5,
      })),
    )
    .execute();
  const orderable = await db
    .insertInto('products')
    .values(Array.from({ length: 64 }, (_, i) => ({ name: `Bench order tool ${i}`, images: ['/x.svg'], description: 'Orders', priceCents: 1999, quantity: 2_000_000_000, minimumOrder: 1 })))
    .returning('id')
    .execute();
  const cartProducts = await db
    .insertInto('products')
    .values(Array.from({ length: 256 }, (_, i) => ({ name: `Bench cart tool ${i}`, images: ['/x.svg'], description: 'Carts', priceCents: 1000 + i, quantity: 2_000_000_000, minimumOrder: 1 })))
    .returning(['id', 'priceCents'])
    .execute();
  return {
    appBuyers: await benchBuyers(db, 'app', 64),
    bareBuyers: await benchBuyers(db, 'bare', 64),
    productIds: orderable.map((product) => product.id),
    cartProducts,
  };
}
