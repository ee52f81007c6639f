import { sql } from 'kysely';
import type { DB } from '../../../db/database';

/**
 * A large made-up catalogue for trying the shop at a distributor's size (`npm run db:seed --
 * --products N`, and the bench): garden-tool names built from word lists ("Heavy-duty Ash Border
 * Spade"), a few sentences of description, `GEN-0000001` SKUs, prices, stock (a few out of stock),
 * minimum orders, spread over the existing categories and over about a year and a half, about 2%
 * drafts or archived. One `insert ... select ... from generate_series` statement: no row travels
 * between Node and Postgres.
 */

/** [tool, its illustration in src/client/public/images/products/] */
const TOOLS: ReadonlyArray<readonly [string, string]> = [
  ['Border Spade', 'border-spade'],
  ['Digging Spade', 'border-spade'],
  ['Transplanting Spade', 'border-spade'],
  ['Drain Spade', 'border-spade'],
  ['Digging Fork', 'digging-fork'],
  ['Border Fork', 'digging-fork'],
  ['Compost Fork', 'digging-fork'],
  ['Hand Fork', 'digging-fork'],
  ['Hand Trowel', 'hand-trowel'],
  ['Transplanting Trowel', 'hand-trowel'],
  ['Potting Scoop', 'hand-trowel'],
  ['Bulb Planter', 'hand-trowel'],
  ['Hedge Shears', 'hedge-shears'],
  ['Topiary Shears', 'hedge-shears'],
  ['Grass Shears', 'hedge-shears'],
  ['Leaf Rake', 'leaf-rake'],
  ['Soil Rake', 'leaf-rake'],
  ['Lawn Rake', 'leaf-rake'],
  ['Bypass Loppers', 'loppers'],
  ['Anvil Loppers', 'loppers'],
  ['Ratchet Loppers', 'loppers'],
  ['Pruning Shears', 'pruning-shears'],
  ['Floral Snips', 'pruning-shears'],
  ['Harvest Snips', 'pruning-shears'],
  ['Stirrup Hoe', 'stirrup-hoe'],
  ['Draw Hoe', 'stirrup-hoe'],
  ['Dutch Hoe', 'stirrup-hoe'],
  ['Watering Can', 'watering-can'],
  ['Greenhouse Can', 'watering-can'],
  ['Wheelbarrow', 'wheelbarrow'],
  ['Garden Cart', 'wheelbarrow'],
];

const ADJECTIVES = ['Heavy-duty', 'Compact', 'Professional', 'Lightweight', 'Classic', 'Ergonomic', 'Long-handled', 'Short-handled', 'Forged', 'Nursery', 'Landscaper', 'Allotment', 'Estate', 'Telescopic', 'Ladies', 'Heritage'];
const MATERIALS = ['Ash', 'Oak', 'Beech', 'Stainless', 'Carbon-steel', 'Fibreglass', 'Aluminium', 'Bamboo', 'Hickory', 'Galvanised', 'Polymer', 'Copper'];
const DETAILS = [
  'shaft and a tread on both shoulders',
  'handle that stays warm in winter',
  'grip shaped to the hand',
  'blade sharpened along its whole edge',
  'frame that resists rust for years',
  'head riveted rather than welded',
];
const USES = [
  'Made for daily use on nurseries and market gardens.',
  'Light enough for a full day of edging and planting.',
  'Breaks heavy clay and lifts root crops without bruising them.',
  'Every part can be replaced, so it lasts for decades.',
  'Popular with landscapers for planting between shrubs.',
  'Tested on stony ground before it leaves the forge.',
  'Cleans with a wipe; oil the moving parts once a season.',
  'Comes with a ten-year guarantee against breakage.',
];

/** The most rows one call adds: a bound on a mistyped count, not on the catalogue. */
export const GENERATED_PRODUCTS_MAX = 1_000_000;

/**
 * Tops the generated products (those with a `GEN-` SKU, not deleted) up to `count`, numbering new
 * ones after the highest generated SKU ever used; returns how many it added (0 when there are
 * already enough, so running it again adds nothing). Categories are taken from the table as it is
 * (none when it is empty).
 *
 * @example
 * await topUpGeneratedProducts(db, 100_000); // 100000 the first time, 0 the next
 */
export async function topUpGeneratedProducts(db: DB, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 0 || count > GENERATED_PRODUCTS_MAX) throw new RangeError(`count must be a whole number from 0 to ${GENERATED_PRODUCTS_MAX}`);
  const result = await sql`
    with words as (
      select ${TOOLS.map(([tool]) => tool)}::text[] as tools, ${TOOLS.map(([, image]) => `/images/products/${image}.svg`)}::text[] as images,
        ${ADJECTIVES}::text[] as adjectives, ${MATERIALS}::text[] as materials, ${DETAILS}::text[] as details, ${USES}::text[] as uses,
        (select array_agg(id order by parent_id nulls first, position, slug) from categories) as categories,
        (select coalesce(max(substring(sku from 5)::int), 0) from products where sku ~ '^GEN-[0-9]{1,9}$') as last_number,
        (select count(*)::int from products where sku like 'GEN-%' and deleted_at is null) as existing
    ),
    numbered as (
      select words.*, words.last_number + g as n, abs(hashint4(words.last_number + g)) as h, g, ${count}::int - words.existing as adding
      from words, generate_series(1, greatest(0, ${count}::int - (select existing from words))) as g
    ),
    chosen as (
      select numbered.*, tools[1 + n % cardinality(tools)] as tool, adjectives[1 + h % cardinality(adjectives)] as adjective,
        materials[1 + (h / 16) % cardinality(materials)] as material, (array[1, 5, 10, 20, 25, 50])[1 + (h / 7) % 6] as minimum
      from numbered
    )
    insert into products (sku, slug, name, images, description, category_id, status, minimum_order, quantity, price_cents, created_at, updated_at)
    select
      'GEN-' || lpad(n::text, greatest(7, length(n::text)), '0'),
      -- The slug given here, set-based (the trigger would choose a suffix row by row): the name's, and the SKU, unique.
      product_slug_base(adjective || ' ' || material || ' ' || tool) || '-gen-' || lpad(n::text, greatest(7, length(n::text)), '0'),
      adjective || ' ' || material || ' ' || tool,
      array[images[1 + n % cardinality(tools)]],
      'A ' || lower(adjective) || ' ' || lower(tool) || ' with a ' || lower(material) || ' ' || details[1 + (h / 5) % cardinality(details)] || '. '
        || uses[1 + (h / 3) % cardinality(uses)] || ' ' || uses[1 + (h / 11 + 1) % cardinality(uses)]
        || ' Sold by the unit, at least ' || minimum || ' to an order.',
      categories[1 + n % cardinality(categories)],
      case when n % 97 = 0 then 'draft' when n % 89 = 0 then 'archived' else 'active' end,
      minimum,
      case when h % 23 = 0 then 0 else minimum * (1 + h % 200) end,
      (4 + h % 300) * 100 + 99,
      now() - (adding - g) * interval '7 minutes' - (h % 400) * interval '1 second',
      now() - (adding - g) * interval '7 minutes' - (h % 400) * interval '1 second'
    from chosen`.execute(db);
  const added = Number(result.numAffectedRows ?? 0);
  // The planner's row estimates matter at this size (the catalogue's index choices).
  if (added > 0) await sql`analyze products`.execute(db);
  return added;
}
