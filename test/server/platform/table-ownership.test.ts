import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { featureDir, serverBoundaries } from '../../../tools/eslint/server-boundaries.js';

// RuleTester runs its cases as tests of whichever runner it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../../..');
/** `name/file` in a feature's folder, wherever the tree keeps it (in its layer's folder once laid out). */
const feature = (file: string) => {
  const [name, ...rest] = file.split('/');
  return path.join(featureDir(name!), ...rest);
};
// The rule as ESLint loads it (the JS file's JSDoc type is not checked here).
const tableOwnership = serverBoundaries.rules['table-ownership'] as Rule.RuleModule;
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('server-boundaries/table-ownership', tableOwnership, {
  valid: [
    // A feature's own tables, aliased, in an array, on a transaction or in a with clause.
    { filename: feature('orders/orders-repository.ts'), code: "db.selectFrom('orders as o').selectAll(); trx.insertInto('orderEvents').values(row);" },
    { filename: feature('orders/orders-repository.ts'), code: "db.with('placed', (cte) => cte.insertInto('orders').values(row).returning('id')).selectFrom('placed').selectAll();" },
    { filename: feature('accounts/sessions/sessions.ts'), code: "db.selectFrom(['sessions', 'users']).selectAll(); db.deleteFrom('rateLimitHits');" },
    // Joins of the feature's own tables, and a join of a subquery (its selectFrom is what the rule reads).
    { filename: feature('orders/admin-orders-repository.ts'), code: "db.selectFrom('orders as o').innerJoin('orderEvents as e', 'e.orderId', 'o.id').leftJoin('orders', 'orders.id', 'e.orderId');" },
    { filename: feature('reviews/reviews-repository.ts'), code: "db.selectFrom('reviews').leftJoinLateral((eb) => eb.selectFrom('reviews as r').select('r.id').as('latest'), (join) => join.onTrue());" },
    // Another's table through the module its owner offers: no query here.
    { filename: feature('stats/stat-repository.ts'), code: "db.selectNoFrom([customerCountQuery(db).as('customers')]);" },
    // Raw SQL over the feature's own table (and a with clause's name).
    { filename: feature('orders/order-figures.ts'), code: 'sql`with days as (select 1) select * from orders, days`;' },
    // Outside the features, the rule does not apply.
    { filename: path.join(root, 'src/server/response-cache/version-watch.ts'), code: "db.selectFrom('cacheVersions').selectAll();" },
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
      filename: feature('reviews/reviews-repository.ts'),
      code: "db.selectFrom('reviews').innerJoin('users', 'users.id', 'reviews.userId').select('users.name');",
      errors: [{ message: 'features/reviews may not query `users` (accounts owns it: use a module features/accounts offers; docs/architecture.md#layers).' }],
    },
    {
      // Every join method, with a plain or an aliased table, on a query or a subquery.
      filename: feature('stats/stat-repository.ts'),
      code: [
        "db.selectFrom('reviews as r').leftJoin('users as u', 'u.id', 'r.userId');",
        "db.selectFrom((eb) => eb.selectFrom('orders').rightJoin('products', 'products.id', 'orders.productId').as('o'));",
        "qb.fullJoin('orderEvents', 'orderEvents.orderId', 'o.id').crossJoin('categories');",
        "qb.innerJoinLateral('sessions as s', (join) => join.onTrue()).leftJoinLateral('paymentIntents', (join) => join.onTrue()).crossJoinLateral('auditLog');",
      ].join('\n'),
      errors: [
        { message: /`reviews` \(reviews owns it/ },
        { message: /`users` \(accounts owns it/ },
        { message: /`orders` \(orders owns it/ },
        { message: /`products` \(products owns it/ },
        { message: /`order_events` \(orders owns it/ },
        { message: /`categories` \(products owns it/ },
        { message: /`sessions` \(accounts owns it/ },
        { message: /`payment_intents` \(payments owns it/ },
        { message: /`audit_log` \(audit owns it/ },
      ],
    },
    {
      // The extra tables of an update (`from`), a delete or a merge (`using`).
      filename: feature('reviews/reviews-repository.ts'),
      code: "db.updateTable('reviews').from('users').set({}); db.deleteFrom('reviews').using(['reviews as r', 'orders']); db.mergeInto('reviews').using('users', 'users.id', 'reviews.userId');",
      errors: [{ message: /`users` \(accounts owns it/ }, { message: /`orders` \(orders owns it/ }, { message: /`users` \(accounts owns it/ }],
    },
    {
      filename: feature('orders/orders-repository.ts'),
      code: "db.selectFrom('cacheVersions').selectAll();",
      errors: [{ message: /`cache_versions` \(no feature owns it/ }],
    },
  ],
});
