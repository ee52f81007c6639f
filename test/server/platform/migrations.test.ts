/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { migrateToLatest, pendingMigrations } from '../../../src/server/migrate';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase({ migrated: false });

async function tables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(db);
  return rows.map((r) => r.name);
}

describe('migrations', () => {
  it('create every table of the design on an empty database', async () => {
    expect(await pendingMigrations(database.db)).not.toHaveLength(0);
    await migrateToLatest(database.db);
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await tables(database.db)).toEqual([
      'account_payments',
      'account_tokens',
      'addresses',
      'audit_log',
      'business_applications',
      'cache_versions',
      'cart_lines',
      'cart_merges',
      'catalogue_lexemes',
      'catalogue_words',
      'categories',
      'companies',
      'company_invitations',
      'company_locations',
      'company_member_locations',
      'company_members',
      'company_price_lists',
      'contact_messages',
      'credit_notes',
      'document_numbers',
      'invoice_reminders',
      'invoices',
      'mail_outbox',
      'newsletter_subscriptions',
      'oauth_accounts',
      'order_events',
      'order_lines',
      'order_payments',
      'order_refunds',
      'order_tax_lines',
      'orders',
      'payment_allocations',
      'payment_events',
      'payment_intents',
      'payment_refunds',
      'price_list_entries',
      'price_lists',
      'product_slugs',
      'products',
      'rate_limit_hits',
      'requisition_list_lines',
      'requisition_lists',
      'reviews',
      'sessions',
      'shipping_methods',
      'shipping_zones',
      'tax_rates',
      'users',
    ]);
  });

  it('keep integrity rules in the database itself', async () => {
    const db = database.db;
    await expect(sql`insert into products (name, images, description, minimum_order, quantity, price_cents) values ('x', '{x}', 'x', 1, -1, 100)`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`insert into users (email, name, role) values ('a@b.co', 'A', 'root')`.execute(db)).rejects.toThrow(/check/);
    await expect(sql`insert into users (email, name) values ('Upper@B.co', 'A')`.execute(db)).rejects.toThrow(/check/);
    await sql`insert into users (email, name) values ('same@b.co', 'A')`.execute(db);
    await expect(sql`insert into users (email, name) values ('same@b.co', 'B')`.execute(db)).rejects.toThrow(/unique/);
  });

  it('leave the database as it was when a migration fails', async () => {
    const broken = {
      ...migrations,
      '9999-12-31T00-00-broken': {
        async up(db: Kysely<any>) {
          await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    await expect(migrateToLatest(database.db, broken)).rejects.toThrow(/9999-12-31T00-00-broken failed: relation "no_such_table" does not exist/);
    expect(await tables(database.db)).not.toContain('half_done');
    expect(await pendingMigrations(database.db, broken)).toEqual(['9999-12-31T00-00-broken']);
  });
});
