/**
 * `table-ownership`: under `src/server/features/<feature>/`, a Kysely statement names only the
 * feature's own tables (`owns` in FEATURES, the "owns (tables)" column of
 * docs/architecture.md#layers). Another feature's table is reached through a module its owner
 * offers, which `feature-imports` checks. It reads the first argument of `selectFrom`,
 * `insertInto`, `updateTable`, `deleteFrom` and `mergeInto`, of every join (`innerJoin`,
 * `leftJoin`, `rightJoin`, `fullJoin`, `crossJoin`, `innerJoinLateral`, `leftJoinLateral`,
 * `crossJoinLateral`) and of the extra tables of an update (`from`) or a delete or merge
 * (`using`), on any object (`db.`, `trx.`, `eb.`, `cte.`, `qb.`): a name, an aliased name
 * (`'orders as o'`) or an array of them; and the tables after `from`, `join`, `into` and `update`
 * in a `sql` template. Names that are no table (a `with` clause's) pass, and so does a join of a
 * subquery: the rule sees the subquery's own `selectFrom`.
 *
 * @example
 * // in src/server/features/7-summaries/stats/stat-repository.ts
 * db.selectFrom('orders') // features/stats may not query `orders` (orders owns it) ...
 * db.selectFrom('reviews').innerJoin('users', 'users.id', 'reviews.userId') // ... nor join `users`
 */

const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'from',
  'using',
]);

/** The SQL name of a table as Kysely code names it: `'orderEvents as e'` -> `order_events`. */
export function tableName(text) {
  const [name] = text.trim().split(/\s+as\s+/i);
  return name.split('.').pop().replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The table names in a `sql` template's text: after from, join, into and update. */
function tablesInSql(text) {
  return [...text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((match) => match[1].toLowerCase());
}

/** The table names a query method's first argument gives: a string, a plain template, or an array of them. */
function tablesInArgument(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [tableName(node.value)];
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return [tableName(node.quasis[0].value.cooked)];
  if (node.type === 'ArrayExpression') return node.elements.flatMap((element) => tablesInArgument(element));
  return [];
}

/**
 * The rule for a feature table: `featureOf(file)` names the feature of a file (or null outside
 * the features), `features[name].owns` lists each feature's tables, `otherTables` the tables no
 * feature owns (so none may touch them).
 */
export function tableOwnershipRule(featureOf, features, otherTables) {
  const ownerOf = new Map([...Object.entries(features).flatMap(([name, { owns }]) => owns.map((table) => [table, name])), ...otherTables.map((table) => [table, null])]);
  /** @type {import('eslint').Rule.RuleModule} */
  return {
    meta: { type: 'problem', docs: { description: "A server feature's queries name only the tables it owns." }, schema: [] },
    create(context) {
      const feature = featureOf(context.filename);
      if (!feature) return {};
      const check = (node, tables) => {
        for (const table of tables) {
          if (!ownerOf.has(table)) continue;
          const owner = ownerOf.get(table);
          if (owner === feature.name) continue;
          const whose = owner ? `${owner} owns it: use a module features/${owner} offers` : 'no feature owns it';
          context.report({ node, message: `features/${feature.name} may not query \`${table}\` (${whose}; docs/architecture.md#layers).` });
        }
      };
      return {
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || !QUERY_METHODS.has(callee.property.name)) return;
          check(node.arguments[0] ?? node, tablesInArgument(node.arguments[0]));
        },
        TaggedTemplateExpression(node) {
          if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
          check(node, tablesInSql(node.quasi.quasis.map((quasi) => quasi.value.cooked).join(' ? ')));
        },
      };
    },
  };
}
