/**
 * The catalogue stage's database: what `npm run db:seed -- --products N` loads (the demo data,
 * its categories among it, then the generated products, src/server/scripts/seed.ts), analysed,
 * and one signed-in shopper whose requests go past the response cache.
 */
import { sql } from 'kysely';
import type { DB } from '../src/server/db/database';
import { createSession } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import { seedDemoData } from '../src/server/features/8-demo/demo/seed-demo-data';
import { topUpGeneratedProducts } from '../src/server/features/2-catalogue/products/generated-catalogue';

export interface CatalogueData {
  /** Live products (active, not deleted): what GET /api/products sends. */
  liveProducts: number;
  seedSeconds: number;
  /** A bearer token: the response cache serves anonymous requests only. */
  shopperToken: string;
}

export async function seedCatalogue(db: DB, generated: number): Promise<CatalogueData> {
  const started = Date.now();
  await seedDemoData(db);
  await topUpGeneratedProducts(db, generated);
  await sql`analyze`.execute(db);
  const seedSeconds = (Date.now() - started) / 1000;
  const live = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('deletedAt', 'is', null).where('status', '=', 'active').executeTakeFirstOrThrow();
  const user = await db.insertInto('users').values({ email: 'catalogue-bench@example.com', name: 'Bench Shopper', phone: '1', address: 'x' }).returning('id').executeTakeFirstOrThrow();
  return { liveProducts: Number(live.count), seedSeconds, shopperToken: (await createSession(db, user.id)).token };
}
