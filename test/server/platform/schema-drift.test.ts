import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, readDatabaseTables, readSchemaTables, schemaDrift } from '../../helpers/schema-drift';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

/** schema.ts's text with `from` replaced by `to` (failing loudly should schema.ts no longer hold `from`). */
function edited(source: string, from: string, to: string): string {
  expect(source, `schema.ts no longer contains ${JSON.stringify(from)}: update this test`).toContain(from);
  return source.replace(from, to);
}

describe('db/schema.ts', () => {
  it('types every table and column of the migrated database: name, type, nullability and insert defaults', async () => {
    expect(schemaDrift(readSchemaTables(), await readDatabaseTables(database.db))).toEqual([]);
  });

  it('names the table, the column and what differs when they drift apart', async () => {
    let source = readFileSync(SCHEMA_FILE, 'utf8');
    source = edited(source, '  socialUrl: string | null;', '  socialLink: string | null;'); // a renamed property
    source = edited(source, '  minimumOrder: number;', '  minimumOrder: string;'); // a wrong type
    source = edited(source, '  cancelReason: string | null;', '  cancelReason: string;'); // a nullable column typed not null
    source = edited(source, '  trackingNumber: string | null;\n', ''); // a column schema.ts lost
    source = edited(source, '  currency: Generated<string>;', '  currency: string;'); // a default schema.ts ignores
    source = edited(source, '  reason: string;', '  reason: Generated<string>;'); // a default the column lacks
    source = edited(source, '  cacheVersions: CacheVersionsTable;', '  cacheVersions: CacheVersionsTable;\n  gone: CacheVersionsTable;'); // a table with no migration

    expect(schemaDrift(readSchemaTables(source), await readDatabaseTables(database.db))).toEqual([
      'gone: in schema.ts (Database.gone) but no such table in the database',
      'orders.cancel_reason: nullability: the column is nullable, schema.ts does not admit null',
      'orders.tracking_number: column in the database (text) but no property trackingNumber in schema.ts',
      'payment_intents.currency: insert: the column has a default (text default \'usd\'::text), schema.ts requires it on insert (use Generated<>)',
      'payment_refunds.reason: insert: schema.ts lets an insert leave it out (Generated<> or undefined), the column is NOT NULL without a default',
      'products.minimum_order: type: schema.ts selects string, the driver returns number (int4)',
      'users.social_link: property socialLink in schema.ts but no such column in the database',
      'users.social_url: column in the database (text) but no property socialUrl in schema.ts',
    ]);
  });
});
