import { sql, type Kysely } from 'kysely';

/** Every table of docs/architecture.md#2-data, with the integrity rules kept in the database too. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('social_url', 'text')
    .addColumn('institute_name', 'text')
    .addColumn('degree', 'text')
    .addColumn('passing_year', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_email_key', ['email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the token, hex
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_accounts_pkey', ['provider', 'provider_user_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('minimum_order', 'integer', (c) => c.notNull().check(sql`minimum_order >= 1`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('products_live_idx')
    .on('products')
    .column('created_at')
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('restrict'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('order_quantity', 'integer', (c) => c.notNull().check(sql`order_quantity >= 1`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'shipped')`),
    )
    .addColumn('payment_intent_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addCheckConstraint('orders_paid_has_transaction', sql`not is_paid or transaction_id is not null`)
    .addCheckConstraint('orders_shipped_only_when_paid', sql`status <> 'shipped' or is_paid`)
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review', 'text', (c) => c.notNull().check(sql`char_length(review) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reviews_created_idx').on('reviews').column('created_at').execute();

  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('rate_limit_hits_pkey', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limit_hits',
    'audit_log',
    'payment_events',
    'payment_intents',
    'reviews',
    'orders',
    'products',
    'oauth_accounts',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
