import { TAX_RATE_EXISTS_MESSAGE, TAX_RATE_NOT_FOUND_MESSAGE, type TaxRate } from '../../../../shared/schemas/tax';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { taxRateFields, toTaxRateDto } from './shipping-dto';
import { deleteTaxRate, insertTaxRate, isDuplicateRate, listTaxRates, lockTaxRate, updateTaxRate } from './tax-rates-repository';

/*
 * The shop admin's tax rates (`/api/tax-rates`), each write one transaction with its audit entry.
 *
 * Errors: 404 an unknown rate; 409 on `taxClass` for a second rate of one country, region and
 * class, decided by tax_rates_place_class_key (two admins adding one at once: one wins).
 */

type TaxRateInput = Parameters<typeof taxRateFields>[0];

const noSuchRate = () => new AppError('not-found', TAX_RATE_NOT_FOUND_MESSAGE);

/** The database's refusal of a duplicate as the form's field error; anything else as it was. */
function rethrowDuplicate(error: unknown): never {
  if (isDuplicateRate(error)) throw new AppError('conflict', TAX_RATE_EXISTS_MESSAGE, { taxClass: [TAX_RATE_EXISTS_MESSAGE] });
  throw error;
}

export async function taxRates(db: DB): Promise<TaxRate[]> {
  return (await listTaxRates(db)).map(toTaxRateDto);
}

export async function createTaxRate(db: DB, actor: AuditActor, input: TaxRateInput): Promise<TaxRate> {
  try {
    return await db.transaction().execute(async (trx) => {
      const rate = toTaxRateDto(await insertTaxRate(trx, taxRateFields(input)));
      await recordAudit(trx, actor, { action: 'tax_rate.added', target: rate.id, after: rate });
      return rate;
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export async function changeTaxRate(db: DB, actor: AuditActor, id: string, input: TaxRateInput): Promise<TaxRate> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockTaxRate(trx, id);
      if (!before) throw noSuchRate();
      const row = await updateTaxRate(trx, id, taxRateFields(input));
      if (!row) throw noSuchRate();
      const rate = toTaxRateDto(row);
      await recordAudit(trx, actor, { action: 'tax_rate.updated', target: id, before: toTaxRateDto(before), after: rate });
      return rate;
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export function removeTaxRate(db: DB, actor: AuditActor, id: string): Promise<{ deletedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteTaxRate(trx, id);
    if (!row) throw noSuchRate();
    await recordAudit(trx, actor, { action: 'tax_rate.deleted', target: id, before: toTaxRateDto(row) });
    return { deletedCount: 1 };
  });
}
