import { sql } from 'kysely';
import type { TaxClass } from '../../../../shared/rules/tax';
import type { DB } from '../../../db/database';

/* Tax rates (issue 38): one statement each. tax_rates_place_class_key decides a duplicate. */

const rateColumns = ['id', 'country', 'region', 'taxClass', 'rateBasisPoints'] as const;

export interface TaxRateFields {
  country: string;
  region: string | null;
  taxClass: TaxClass;
  rateBasisPoints: number;
}

/** Whether `error` is Postgres refusing a second rate for one country, region and class. */
export function isDuplicateRate(error: unknown): boolean {
  const { code, constraint } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'tax_rates_place_class_key';
}

/** Every rate by country, the whole country before its regions, then by class. */
export function listTaxRates(db: DB) {
  return db
    .selectFrom('taxRates')
    .select(rateColumns)
    .orderBy('country')
    .orderBy(sql`region nulls first`)
    .orderBy(sql`array_position(array['standard', 'reduced', 'zero'], tax_class)`)
    .execute();
}

export type TaxRateRow = Awaited<ReturnType<typeof listTaxRates>>[number];

/** The rate, locked until the transaction ends; undefined when there is none. */
export function lockTaxRate(db: DB, id: string) {
  return db.selectFrom('taxRates').select(rateColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertTaxRate(db: DB, fields: TaxRateFields) {
  return db.insertInto('taxRates').values(fields).returning(rateColumns).executeTakeFirstOrThrow();
}

/** Changes the rate; undefined when there is none by that id. */
export function updateTaxRate(db: DB, id: string, fields: TaxRateFields) {
  return db.updateTable('taxRates').set({ ...fields, updatedAt: new Date() }).where('id', '=', id).returning(rateColumns).executeTakeFirst();
}

/** Deletes the rate; it as it was, or undefined when there was none. */
export function deleteTaxRate(db: DB, id: string) {
  return db.deleteFrom('taxRates').where('id', '=', id).returning(rateColumns).executeTakeFirst();
}
