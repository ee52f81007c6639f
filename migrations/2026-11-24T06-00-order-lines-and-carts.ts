import { sql, type Kysely } from 'kysely';

/**
 * Buying in quantity (issue 24):
 * - each product gets its quantity rules beside `minimum_order`: a pack size (the quantity is a
 *   multiple of it), an optional maximum per order, and up to five volume price breaks
 *   (`[{minQuantity, priceCents}]`, rising quantities at falling prices, kept so by the writes);
 * - an order holds lines: `order_lines` snapshots each product's name, SKU and tier price as
 *   ordered, and `orders` keeps the order's own facts (buyer, total, payment, PO number, note).
 *   Existing orders become one-line orders;
 * - a signed-in customer's cart is kept in `cart_lines`, one row a product, with the unit price
 *   and stock the customer last saw so a change can be flagged instead of applied silently.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products
    add column pack_size integer not null default 1 constraint products_pack_size_positive check (pack_size >= 1),
    add column maximum_order integer constraint products_maximum_order_above_minimum check (maximum_order >= minimum_order),
    add column price_tiers jsonb not null default '[]'
      constraint products_price_tiers_list check (jsonb_typeof(price_tiers) = 'array' and jsonb_array_length(price_tiers) <= 5)`.execute(db);

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pkey', ['order_id', 'position'])
    .addUniqueConstraint('order_lines_one_per_product', ['order_id', 'product_id'])
    .addCheckConstraint('order_lines_total_exact', sql`total_cents = unit_price_cents * quantity`)
    .execute();
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').column('product_id').execute();
  await sql`insert into order_lines (order_id, position, product_id, product_name, sku, unit_price_cents, quantity, total_cents)
    select orders.id, 1, orders.product_id, orders.product_name, products.sku, orders.unit_price_cents, orders.order_quantity, orders.total_cents
    from orders join products on products.id = orders.product_id`.execute(db);
  await sql`alter table orders
    drop column product_id, drop column product_name, drop column unit_price_cents, drop column order_quantity,
    add column po_number text, add column note text`.execute(db);

  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('seen_unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('seen_stock', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_lines_pkey', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_lines').execute();
  await sql`alter table orders
    drop column po_number, drop column note,
    add column product_id uuid references products(id), add column product_name text,
    add column unit_price_cents bigint, add column order_quantity integer`.execute(db);
  // A multi-line order cannot be one line again: it keeps its first line and its total.
  await sql`update orders set product_id = l.product_id, product_name = l.product_name,
      unit_price_cents = l.unit_price_cents, order_quantity = l.quantity
    from order_lines l where l.order_id = orders.id and l.position = 1`.execute(db);
  await sql`alter table orders
    alter column product_id set not null, alter column product_name set not null,
    alter column unit_price_cents set not null, alter column order_quantity set not null,
    add constraint orders_unit_price_cents_check check (unit_price_cents >= 0),
    add constraint orders_order_quantity_check check (order_quantity >= 1)`.execute(db);
  await db.schema.dropTable('order_lines').execute();
  await sql`alter table products drop column pack_size, drop column maximum_order, drop column price_tiers`.execute(db);
}
