import { readFile } from 'node:fs/promises';
import { sql, type Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderStatus } from '../../../src/shared/schemas/order';
import type { IntentStatus, OrderEventType, OrderPaymentStatus } from '../../../src/shared/schemas/payment';
import type { ProductStatus } from '../../../src/shared/schemas/product';
import type { Role } from '../../../src/shared/schemas/session-user';
import type { SubscriptionStatus } from '../../../src/shared/schemas/newsletter';
import type { NewsletterSubscriptions, OrderEvents, OrderPayments, Orders, PaymentIntents, Products, Users } from '../../../src/server/db/schema.generated';
import { OVERRIDES, SCHEMA_TYPES_FILE, generateSchemaTypes } from '../../../tools/db-types/schema-types';
import { useTestDatabase } from '../../helpers/test-database';

// A clone of the tests' migrated template: the database the committed file must describe.
const database = useTestDatabase();

describe('db/schema.generated.ts', () => {
  it('is what kysely-codegen generates from the migrated database (run `npm run db:types` after changing a migration)', async () => {
    expect(await generateSchemaTypes(database.url), 'schema.generated.ts is stale: run `npm run db:types`').toBe(
      await readFile(SCHEMA_TYPES_FILE, 'utf8'),
    );
  });

  it("types a column whose CHECK lists its values as the shared union the code uses (tsc checks these: a list changed on one side only fails `npx tsc --noEmit`)", () => {
    expectTypeOf<Selectable<Orders>['status']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<Selectable<OrderPayments>['status']>().toEqualTypeOf<OrderPaymentStatus>();
    expectTypeOf<Selectable<PaymentIntents>['status']>().toEqualTypeOf<IntentStatus>();
    expectTypeOf<Selectable<OrderEvents>['type']>().toEqualTypeOf<OrderEventType>();
    expectTypeOf<Selectable<Products>['status']>().toEqualTypeOf<ProductStatus>();
    expectTypeOf<Selectable<Users>['role']>().toEqualTypeOf<Role>();
    expectTypeOf<Selectable<NewsletterSubscriptions>['status']>().toEqualTypeOf<SubscriptionStatus>();
  });

  it("follows the database: a new column's type, nullability, listed values and comment", async () => {
    await sql`alter table users add column nickname text check (nickname in ('ash', 'o''reilly'))`.execute(database.db);
    await sql`comment on column users.nickname is 'What the shop calls them.'`.execute(database.db);
    await sql`create table sheds (id uuid primary key default gen_random_uuid(), size bigint not null)`.execute(database.db);
    await sql`comment on table sheds is 'Where the tools sleep.'`.execute(database.db);

    const generated = await generateSchemaTypes(database.url);
    expect(generated).not.toBe(await readFile(SCHEMA_TYPES_FILE, 'utf8'));
    expect(generated).toContain(`  /**\n   * What the shop calls them.\n   */\n  nickname: "ash" | "o'reilly" | null;\n`);
    expect(generated).toContain(`/**\n * Where the tools sleep.\n */\nexport interface Sheds {\n  id: Generated<string>;\n  size: number;\n}\n`);
    expect(generated).toContain('  sheds: Sheds;\n');
  });

  it("leaves out another schema's tables (pg-boss keeps its own) and Kysely's migration tables", async () => {
    // The migrated database holds pg-boss's own schema (its `job` table among others).
    const { rows } = await sql<{ tables: number }>`select count(*)::int as tables from information_schema.tables where table_schema = 'pgboss'`.execute(database.db);
    expect(rows[0]!.tables).toBeGreaterThan(0);

    const generated = await generateSchemaTypes(database.url);
    expect(generated).not.toMatch(/pgboss|interface Job\b|kyselyMigration/i);
  });

  it('refuses an override that names no column, rather than leaving it unused', async () => {
    await expect(generateSchemaTypes(database.url, { ...OVERRIDES, 'orders.gone': 'string' })).rejects.toThrow(
      'OVERRIDES in tools/db-types/schema-types.ts name no column of the database: orders.gone',
    );
  });
});
