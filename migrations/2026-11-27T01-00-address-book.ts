import { sql, type Kysely } from 'kysely';

/**
 * The address book (issue 36): a customer's saved delivery addresses, one of them the default.
 * At most one default per account is the database's rule (a partial unique index), so two tabs
 * making two addresses the default cannot leave two. `country` is an ISO 3166-1 alpha-2 code
 * (the list is src/shared/countries.ts; here only its shape). Deleting the account deletes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text')
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'created_at']).execute();
  await sql`comment on table addresses is 'A customer''s saved delivery address (the address book); at most one per account is the default.'`.execute(db);
  await sql`comment on column addresses.country is 'ISO 3166-1 alpha-2, upper case (src/shared/countries.ts).'`.execute(db);
  await sql`comment on column addresses.is_default is 'The address checkout chooses first; the partial unique index addresses_one_default_idx keeps one per account.'`.execute(db);
  await db.schema.createIndex('addresses_one_default_idx').on('addresses').column('user_id').unique().where(sql.ref('is_default'), '=', true).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
}
