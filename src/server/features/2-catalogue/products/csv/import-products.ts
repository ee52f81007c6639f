import { dollarsToCents } from '../../../../../shared/money';
import { tiersInCents } from '../../../../../shared/rules/quantity-rules';
import type { AppServices, ContextUser } from '../../../../services';
import { recordAudits, type AuditEntry } from '../../../1-platform/audit/audit-log-repository';
import { toAdminProductDto } from '../product-dto';
import type { CheckedRow } from './check-product-rows';
import { lockKeptProductsBySku, upsertProductsBySku, type LockedProduct, type ProductCsvValues } from './product-csv-repository';

/** Rows per statement: 500 x 14 parameters stays far below Postgres's 65,535, and progress moves often. */
const BATCH = 500;

export interface ImportSummary {
  added: number;
  updated: number;
  /** Rows that matched their product exactly: nothing written, nothing audited. */
  unchanged: number;
}

function valuesOf({ row, categoryId }: CheckedRow, before: LockedProduct | undefined): ProductCsvValues {
  return {
    sku: row.sku,
    name: row.name,
    description: row.description,
    priceCents: dollarsToCents(row.price),
    quantity: row.quantity,
    minimumOrder: row.minimumOrder,
    categoryId,
    status: row.status,
    // An empty images cell keeps the product's images (checkProductRows made sure it exists).
    images: row.images ?? before?.images ?? [],
    packSize: row.packSize,
    maximumOrder: row.maximumOrder,
    priceTiers: tiersInCents(row.priceTiers),
    weightGrams: row.weightKg === null ? null : Math.round(row.weightKg * 1000),
    taxClass: row.taxClass,
  };
}

function isUnchanged(values: ProductCsvValues, before: LockedProduct): boolean {
  const { sku: _sku, images, priceTiers, ...rest } = values;
  return (
    Object.entries(rest).every(([key, value]) => before[key as keyof typeof rest] === value) &&
    images.join('\n') === before.images.join('\n') &&
    JSON.stringify(priceTiers) === JSON.stringify(before.priceTiers.map(({ minQuantity, priceCents }) => ({ minQuantity, priceCents })))
  );
}

/**
 * Writes checked rows (checkProductRows) in one transaction: a row whose SKU a live product holds
 * updates it, any other adds a product; each change gets its audit entry (`product.added` or
 * `product.updated`, with the line in `details`) in the same transaction, so a failure anywhere
 * leaves the catalogue and the log as they were. Rows equal to their product are left alone.
 * `onProgress` hears after each batch of BATCH rows.
 */
export async function importProducts(
  services: AppServices,
  admin: ContextUser,
  rows: readonly CheckedRow[],
  onProgress: (done: number, total: number) => void,
): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0 };
  await services.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const locked = new Map((await lockKeptProductsBySku(trx, batch.map(({ row }) => row.sku))).map((product) => [product.sku, product]));
      const changes = batch.flatMap((checked) => {
        const before = locked.get(checked.row.sku);
        const values = valuesOf(checked, before);
        return before && isUnchanged(values, before) ? [] : [{ line: checked.line, values }];
      });
      summary.unchanged += batch.length - changes.length;
      const written = changes.length > 0 ? await upsertProductsBySku(trx, changes.map(({ values }) => values)) : [];
      const lineOf = new Map(changes.map(({ line, values }) => [values.sku, line]));
      const entries = written.map(({ inserted, ...row }): AuditEntry => {
        const before = locked.get(row.sku);
        const details = { source: 'csv', line: lineOf.get(row.sku) };
        if (inserted) summary.added++;
        else summary.updated++;
        return inserted
          ? { action: 'product.added', target: row.id, after: toAdminProductDto(row), details }
          : { action: 'product.updated', target: row.id, before: before && toAdminProductDto(before), after: toAdminProductDto(row), details };
      });
      await recordAudits(trx, admin, entries);
      onProgress(start + batch.length, rows.length);
    }
  });
  return summary;
}
