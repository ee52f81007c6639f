import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DB } from '../../../src/server/db/database';
import { MAX_NAMED, executePrepared, namedTexts, preparedText } from '../../../src/server/db/prepared-statements';
import { placeOrder } from '../../../src/server/features/4-orders/orders/place-order';
import { shopPorts } from '../../../src/server/feature-ports';
import { setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture } from '../../helpers/company-orders';
import { testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { createRuledProduct } from '../cart/cart-helpers';

const database = useTestDatabase();
/** One connection, so what it has prepared is what every statement of these tests ran on. */
let one: DB;
beforeAll(() => {
  one = createDatabase(database.url, { max: 1 });
});
afterAll(() => one.destroy());

/** The statements the connection has prepared, with how many generic and custom plans each ran. */
async function preparedOnConnection() {
  const { rows } = await sql<{ statement: string; genericPlans: number; customPlans: number }>`
    select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(one);
  return rows;
}

describe('named prepared statements (docs/decisions/153)', () => {
  it('checkout on account runs its hot statements under their names, one name each whatever the cart holds', async () => {
    const acme = await createCompanyFixture(database.db, 'Prepared');
    await setAccountTerms(database.db, acme.company.id, { netDays: 30, creditLimitCents: 100_000_000 });
    const products = await Promise.all(Array.from({ length: 3 }, () => createRuledProduct(database.db, { price: 10, quantity: 1000 })));
    const services = { db: one, config: testConfig(), ports: shopPorts };
    const place = (lines: number) =>
      placeOrder(services, acme.anyBuyer, {
        lines: products.slice(0, lines).map((product) => ({ productId: product.id, quantity: 1 })),
        delivery: { locationId: acme.yard.id },
        paymentMethod: 'account',
      });
    for (const lines of [1, 2, 3, 3, 2, 1, 3]) await place(lines);

    const prepared = await preparedOnConnection();
    const runs = (start: string) => prepared.filter((row) => row.statement.startsWith(start));
    // The locks, the member's statement (its prices and standing) and the charges: each once, run 7 times.
    // A checkout plans generically (planGenerically, docs/decisions/154): each runs the plan it made
    // once, the member's statement among them, whose generic plan Postgres's own choice rejected.
    for (const start of ['select number, verified', 'select "companies"."id"', 'select "company_members"."company_id"', 'select\n  exists (select 1 from shipping_zones)']) {
      expect(runs(start).map((row) => [row.genericPlans, row.customPlans]), start).toEqual([[7, 0]]);
    }
    expect([...namedTexts()].every((text) => prepared.some((row) => row.statement === text))).toBe(true);
    // Only the checkout's transaction: the connection's other statements are planned as Postgres chooses.
    const { rows } = await sql<{ planCacheMode: string }>`show plan_cache_mode`.execute(one);
    expect(rows).toEqual([{ planCacheMode: 'auto' }]);
  });

  it('runs a statement nobody marked as before, unnamed', async () => {
    await one.selectFrom('products').select('id').where('sku', '=', 'NOT-MARKED').execute();
    expect((await preparedOnConnection()).filter((row) => row.statement.includes('NOT-MARKED') || row.statement.includes('"sku" = $1'))).toEqual([]);
  });

  it(`names at most ${MAX_NAMED} texts: a caller whose text varies cannot fill every backend's memory`, async () => {
    for (let i = 0; i < MAX_NAMED + 5; i++) preparedText(`select ${i} as n`);
    expect(namedTexts().size).toBe(MAX_NAMED);
    // Past the cap a statement still runs, unnamed.
    const rows = await executePrepared(one, one.selectNoFrom(sql<number>`${sql.lit(MAX_NAMED + 100)}::int`.as('n')));
    expect(rows).toEqual([{ n: MAX_NAMED + 100 }]);
    expect((await preparedOnConnection()).some((row) => row.statement.includes(String(MAX_NAMED + 100)))).toBe(false);
  });
});
