import { sql, type Kysely } from 'kysely';

/**
 * A visitor's cart merges into an account once (issue 34): `cart_merges` remembers each browser
 * cart merged, by the key the browser gave it (`merge_key`, a random UUID kept with the cart), and
 * the units of each product it added (`lines`, `{productId: units}`). A merge sent again under
 * the same key (its answer lost, a reload before the browser cleared its cart, a second tab)
 * adds only what the browser's cart gained since, which is nothing for a replay. The key is
 * global, whoever merged it: a browser cart merges once whichever account signs in. Only added
 * lines are recorded: a refused one is checked again when its cart comes back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_merges')
    .addColumn('merge_key', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lines', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(lines) = 'object'`))
    .addColumn('merged_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cart_merges_user_idx').on('cart_merges').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_merges').execute();
}
