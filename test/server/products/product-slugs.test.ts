/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest } from '../../../src/server/migrate';
import { topUpGeneratedProducts } from '../../../src/server/features/2-catalogue/products/generated-catalogue';
import { productSlug } from '../../../src/shared/rules/product-slug';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const slugOf = async (id: string) => (await database.db.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;
const oldSlugsOf = async (id: string) => (await database.db.selectFrom('productSlugs').select('slug').where('productId', '=', id).orderBy('slug').execute()).map((row) => row.slug);

const NAMES = [
  'Hand Trowel',
  '  Sécateurs — bypass, 20 cm ',
  "Gardener's Knife (Pro)",
  'HEAVY-DUTY   Rake',
  'Ñandú Fork 2000',
  'Crème brûlée Dibber',
  'Ångström Ærator',
  '--Edge--',
  'Ø',
  '🌱 Seed Tray',
  'ｆｕｌｌｗｉｄｔｈ Ｆｏｒｋ',
  'ﬁne Rake',
  `${'Long '.repeat(30)}Spade`,
  `${'a'.repeat(79)} b`,
  'Tab\tand\nnewline',
  'İstanbul Hoe',
];

describe('product slugs (issue 36)', () => {
  it('are made by the database exactly as productSlug makes them (product_slug_base is its SQL twin)', async () => {
    for (const name of NAMES) {
      const { rows } = await sql<{ slug: string }>`select product_slug_base(${name}) as slug`.execute(database.db);
      expect(rows[0]!.slug, JSON.stringify(name)).toBe(productSlug(name));
    }
  });

  it('are given on insert, numbered from -2 when taken, whatever writes the row', async () => {
    const first = await createProduct(database.db, { name: 'Border Spade' });
    const second = await createProduct(database.db, { name: 'Border  spade!' });
    const third = await createProduct(database.db, { name: 'BORDER SPADE' });
    expect([first.slug, second.slug, third.slug]).toEqual(['border-spade', 'border-spade-2', 'border-spade-3']);
    // A name that is itself a suffixed slug keeps it; the next of the name takes a free number.
    const natural = await createProduct(database.db, { name: 'Border Spade 4' });
    expect(natural.slug).toBe('border-spade-4');
    expect((await createProduct(database.db, { name: 'Border Spade' })).slug).toBe('border-spade-5');
    expect((await createProduct(database.db, { name: 'Border Spade' })).slug).toBe('border-spade-6');
  });

  // Before the probes were held to the indexes, a plan made on the empty table read it all per row:
  // 3,000 rows of one name took 15 to 100 s; now about 2 s on a busy machine.
  it('find a free number in a few lookups when many products share a name', async () => {
    await sql`insert into products (name, images, description, minimum_order, quantity, price_cents)
      select 'Plant Label', '{/images/products/spade.svg}', 'x', 1, 5, 100 from generate_series(1, 3000)`.execute(database.db);
    const { rows } = await sql<{ slugs: number; highest: string }>`
      select count(distinct slug)::int as slugs, max(slug) filter (where slug = 'plant-label-3000') as highest from products where name = 'Plant Label'`.execute(database.db);
    expect(rows[0]).toEqual({ slugs: 3000, highest: 'plant-label-3000' });
  });

  it('change with an admin’s rename, the old one kept for the redirect and never given to another product', async () => {
    const admin = await createUser(database.db, { role: 'admin', verified: true });
    const caller = callerFor(database.db, { id: admin.id, email: admin.email, name: admin.name, role: 'admin' });
    const hoe = await createProduct(database.db, { name: 'Dutch Hoe' });
    const update = (name: string) =>
      caller.products.update({ id: hoe.id, productInformation: { name, description: 'A hoe', price: 12.5, quantity: 100, minimumOrder: 5 } });

    await update('Dutch Hoe Pro');
    expect(await slugOf(hoe.id)).toBe('dutch-hoe-pro');
    expect(await oldSlugsOf(hoe.id)).toEqual(['dutch-hoe']);
    expect((await caller.products.bySlug({ slug: 'dutch-hoe' })).slug).toBe('dutch-hoe-pro');

    // Another product named as the old one does not take its slug.
    const other = await createProduct(database.db, { name: 'Dutch Hoe' });
    expect(other.slug).toBe('dutch-hoe-2');

    // Same slug, other spelling: kept, nothing added to the history.
    await update('Dutch hoe  PRO');
    expect(await slugOf(hoe.id)).toBe('dutch-hoe-pro');
    expect(await oldSlugsOf(hoe.id)).toEqual(['dutch-hoe']);

    // Renamed back: its own old slug is its slug again, and the other one goes to the history.
    await update('Dutch Hoe');
    expect(await slugOf(hoe.id)).toBe('dutch-hoe');
    expect(await oldSlugsOf(hoe.id)).toEqual(['dutch-hoe-pro']);

    // A change that keeps the name keeps the slug.
    await database.db.updateTable('products').set({ name: 'Dutch Hoe', quantity: 50 }).where('id', '=', hoe.id).execute();
    expect(await slugOf(hoe.id)).toBe('dutch-hoe');
  });

  it('are unique, even for a bulk insert that brings its own (the generated catalogue)', async () => {
    await topUpGeneratedProducts(database.db, 500);
    const { rows } = await sql<{ slugs: number; products: number; shaped: number }>`
      select count(distinct slug)::int as slugs, count(*)::int as products, count(*) filter (where slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int as shaped from products`.execute(database.db);
    expect(rows[0]!.slugs).toBe(rows[0]!.products);
    expect(rows[0]!.shaped).toBe(rows[0]!.products);
    await expect(sql`update products set slug = (select slug from products order by id limit 1) where id = (select id from products order by id desc limit 1)`.execute(database.db)).rejects.toThrow(/products_slug_key/);
  });
});

const unmigrated = useTestDatabase({ migrated: false });

describe('the product slugs migration', () => {
  it('backfills existing products in one statement, duplicates numbered by age, and leaves them unique', async () => {
    const names = Object.keys(migrations);
    const before = Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf('2026-11-27T02-00-product-slugs')));
    await migrateToLatest(unmigrated.db, before);
    const insert = (name: string, age: number) =>
      sql`insert into products (name, images, description, minimum_order, quantity, price_cents, created_at)
        values (${name}, '{/images/products/spade.svg}', 'x', 1, 5, 100, now() - ${age} * interval '1 day') returning id`.execute(unmigrated.db);
    const ids = new Map<string, string>();
    for (const [key, name, age] of [
      ['oldest', 'Rake', 5],
      ['younger', 'RAKE', 4],
      ['youngest', 'rake!', 3],
      ['natural', 'Rake 2', 1],
      ['other', 'Sécateurs', 2],
    ] as const) {
      const { rows } = await insert(name, age);
      ids.set(key, (rows[0] as { id: string }).id);
    }
    await migrateToLatest(unmigrated.db);
    const { rows } = await sql<{ id: string; slug: string }>`select id, slug from products`.execute(unmigrated.db);
    const slugs = new Map(rows.map((row) => [row.id, row.slug]));
    expect(slugs.get(ids.get('oldest')!)).toBe('rake');
    expect(slugs.get(ids.get('other')!)).toBe('secateurs');
    expect(slugs.get(ids.get('natural')!)).toBe('rake-2');
    // The second "rake" would have been rake-2, which "Rake 2" holds: numbered again.
    expect(new Set(slugs.values()).size).toBe(5);
    for (const key of ['younger', 'youngest']) expect(slugs.get(ids.get(key)!)).toMatch(/^rake-[0-9]+(-[0-9]+)?$/);

    // And down again.
    await migrations['2026-11-27T02-00-product-slugs']!.down!(unmigrated.db as any);
    const { rows: columns } = await sql`select 1 from information_schema.columns where table_name = 'products' and column_name = 'slug'`.execute(unmigrated.db);
    expect(columns).toEqual([]);
  });
});
