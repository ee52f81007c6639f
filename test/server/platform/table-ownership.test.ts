import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { serverBoundaries } from '../../../tools/eslint/server-boundaries.js';

// RuleTester runs its cases as tests of whichever runner it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../../..');
const feature = (file: string) => path.join(root, 'src/server/features', file);
// The rule as ESLint loads it (the JS file's JSDoc type is not checked here).
const tableOwnership = serverBoundaries.rules['table-ownership'] as Rule.RuleModule;
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('server-boundaries/table-ownership', tableOwnership, {
  valid: [
    // A feature's own tables, aliased, in an array, on a transaction or in a with clause.
    { filename: feature('orders/orders-repository.ts'), code: "db.selectFrom('orders as o').selectAll(); trx.insertInto('orderEvents').values(row);" },
    { filename: feature('orders/orders-repository.ts'), code: "db.with('placed', (cte) => cte.insertInto('orders').values(row).returning('id')).selectFrom('placed').selectAll();" },
    { filename: feature('accounts/sessions/sessions.ts'), code: "db.selectFrom(['sessions', 'users']).selectAll(); db.deleteFrom('rateLimitHits');" },
    // Another's table through the module its owner offers: no query here.
    { filename: feature('stats/stat-repository.ts'), code: "db.selectNoFrom([customerCountQuery(db).as('customers')]);" },
    // Raw SQL over the feature's own table (and a with clause's name).
    { filename: feature('orders/order-figures.ts'), code: 'sql`with days as (select 1) select * from orders, days`;' },
    // Outside the features, the rule does not apply.
    { filename: path.join(root, 'src/server/plugins/response-cache/version-watch.ts'), code: "db.selectFrom('cacheVersions').selectAll();" },
  ],
  invalid: [
    {
      filename: feature('stats/stat-repository.ts'),
      code: "db.selectNoFrom((eb) => [eb.selectFrom('users').select('id').as('customers')]);",
      errors: [{ message: 'features/stats may not query `users` (accounts owns it: use a module features/accounts offers; docs/architecture.md#layers).' }],
    },
    {
      filename: feature('demo/seed-demo-data.ts'),
      code: "trx.updateTable('users as u').set({}); trx.insertInto('products').values([]); trx.deleteFrom('reviews'); trx.mergeInto('orderEvents as e');",
      errors: 4,
    },
    {
      filename: feature('overview/overview-repository.ts'),
      code: "db.selectFrom(['products as p', 'orders']).selectAll();",
      errors: [{ message: /`products` \(products owns it/ }, { message: /`orders` \(orders owns it/ }],
    },
    {
      filename: feature('payments/payment-orders-repository.ts'),
      code: 'sql`update orders set is_paid = true`;',
      errors: [{ message: /features\/payments may not query `orders`/ }],
    },
    {
      filename: feature('orders/orders-repository.ts'),
      code: "db.selectFrom('cacheVersions').selectAll();",
      errors: [{ message: /`cache_versions` \(no feature owns it/ }],
    },
  ],
});
