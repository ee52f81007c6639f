import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SORTS } from '../../../src/shared/catalogue-sorts';
import { lookUpSearchWords } from '../../../src/server/features/2-catalogue/products/catalogue/catalogue-words-repository';
import { findCategoryIdsBySlug } from '../../../src/server/features/2-catalogue/products/catalogue/category-ids-repository';
import { productPageQuery, textQuery, type ProductFilter } from '../../../src/server/features/2-catalogue/products/catalogue/product-page-query';
import { exactSkuQuery, skuPrefixQuery, tierByIndex, tierByWalk } from '../../../src/server/features/2-catalogue/products/catalogue/relevance-tiers';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** 20,000 products in one statement: six top-level categories of three children each, words that repeat. */
async function seed() {
  const db = database.db;
  await sql`insert into categories (name, slug) select 'Top ' || g, 'top-' || g from generate_series(1, 6) g`.execute(db);
  await sql`insert into categories (name, slug, parent_id)
    select 'Child ' || t || '-' || c, 'child-' || t || '-' || c, (select id from categories where slug = 'top-' || t)
    from generate_series(1, 6) t, generate_series(1, 3) c`.execute(db);
  await sql`
    with cats as (select array_agg(id order by slug) as ids from categories where parent_id is not null),
    v as (select array['spade','shovel','rake','hoe','trowel','fork','shears','pruner','saw','hose'] as tools,
                 array['sturdy','light','heavy','compact','classic','premium','folding','stainless'] as adjs)
    insert into products (name, description, images, price_cents, quantity, minimum_order, category_id, status, created_at)
    select initcap(adjs[1 + g % 8]) || ' ' || tools[1 + (g / 8) % 10] || ' ' || g,
      'A ' || tools[1 + (g / 3) % 10] || ' for beds and borders, model ' || md5(g::text),
      array['/images/products/spade.svg'], 100 + (g * 7919) % 50000, g % 300, 1 + g % 10,
      case when g % 20 = 0 then null else cats.ids[1 + g % 18] end,
      case when g % 25 = 0 then 'draft' else 'active' end,
      now() - g * interval '1 second'
    from generate_series(1, 20000) g, cats, v`.execute(db);
  await sql`analyze`.execute(db);
}

describe('the catalogue query plans on 20,000 products', () => {
  it('reads no page and no search by a sequential scan of products', { timeout: 120_000 }, async () => {
    await seed();
    const db = database.db;
    const category = await findCategoryIdsBySlug(db, 'top-2');
    expect(category).toHaveLength(4);
    const search = { words: await lookUpSearchWords(db, ['spade']), sku: null };
    const typo = { words: await lookUpSearchWords(db, ['sapde']), sku: null };
    expect(typo.words[0]!.corrections).toContain('spade');

    const planOf = async (filter: ProductFilter, sort: (typeof CATALOGUE_SORTS)[number], withCursor: boolean) => {
      const query = (after: Parameters<typeof productPageQuery>[2]['after']) => productPageQuery(db, filter, { sort, after, limit: 25 });
      let after = null;
      if (withCursor) {
        const rows = await query(null).execute();
        const last = rows.at(-1)!;
        after = { sort, key: last.sortKey, id: last.id };
      }
      const [explained] = await query(after).explain('json');
      return nodesOf((explained as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
    };

    const shop = { statuses: ['active'] as const, inStock: false };
    const cases: Array<[string, ProductFilter]> = [
      ['browse', { ...shop, categoryIds: null }],
      ['browse a category', { ...shop, categoryIds: category }],
      ['search a category', { ...shop, categoryIds: category, search }],
      ['search', { ...shop, categoryIds: null, search }],
      ['search a typo in a category', { ...shop, categoryIds: category, search: typo }],
      ['admin, any status', { statuses: ['draft', 'active', 'archived'], inStock: false, categoryIds: null }],
    ];
    for (const [label, filter] of cases) {
      for (const sort of CATALOGUE_SORTS) {
        for (const withCursor of [false, true]) {
          const nodes = await planOf(filter, sort, withCursor);
          const scans = nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products');
          expect(scans, `${label}, ${sort}, ${withCursor ? 'a cursor page' : 'the first page'}: ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toEqual([]);
        }
      }
    }

    // A search by relevance: each tier's statements (relevance-tiers.ts), from the top and after a cursor.
    const tierPlans = async (filter: ProductFilter & { search: typeof search }) => {
      const text = textQuery(filter.search.words)!;
      const matches = [sql<boolean>`products.name_vector @@ (${text})`, sql<boolean>`products.search_vector @@ (${text}) and not (products.name_vector @@ (${text}))`];
      const statements = [exactSkuQuery(db, filter, 'SPADE'), skuPrefixQuery(db, filter, 'SPADE', 'SPADE%', null, 26), skuPrefixQuery(db, filter, 'SPADE', 'SPADE%', 'SPADE-1', 26)];
      for (const [tier, match] of matches.entries()) {
        const after = { tier: 1 - tier, newest: { sort: 'newest' as const, key: '1700000000000000', id: '00000000-0000-4000-8000-000000000000' } };
        for (const cursor of [null, after]) statements.push(tierByWalk(db, filter, 1 - tier, match, cursor, 26), tierByIndex(db, filter, 1 - tier, match, cursor, 26));
      }
      return Promise.all(statements.map(async (statement) => nodesOf(((await statement.explain('json'))[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan)));
    };
    for (const [label, filter] of [['search a category', { ...shop, categoryIds: category, search }], ['search', { ...shop, categoryIds: null, search }], ['search a typo in a category', { ...shop, categoryIds: category, search: typo }]] as const) {
      for (const nodes of await tierPlans(filter)) {
        expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'), `${label}, relevance tiers: ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toEqual([]);
      }
    }
  });
});
