import { IMAGE_NOT_OURS } from '../../../../../shared/schemas/product';
import { PRODUCT_CSV_COLUMNS, productCsvRowSchema, type CsvProblem, type ProductCsvRow } from '../../../../../shared/schemas/product-csv';
import { uploadedImageHash } from '../../../../../shared/uploaded-image';
import type { AppServices } from '../../../../services';
import { isStoredImage } from '../../../1-platform/uploads/store-image';
import { categoriesWithSlugs, keptSkusAmong } from './product-csv-repository';
import type { CsvRecord } from './read-product-csv';

/** A row that passed every check, with its category resolved to an id. */
export interface CheckedRow {
  line: number;
  row: ProductCsvRow;
  categoryId: string | null;
}

/** A record after the shared row schema: the row when it passed, else its cells that did pass alone. */
interface ParsedRecord {
  line: number;
  row: ProductCsvRow | null;
  sku?: string;
  category?: string | null;
  images?: string[];
  /** The images cell is empty: keep the product's images, so the SKU must be a product's. */
  noImages: boolean;
}

const cell = productCsvRowSchema.shape;

/** Problems by line, then in the file's column order (a problem about the whole row first). */
const byPosition = (a: CsvProblem, b: CsvProblem) =>
  a.line - b.line || PRODUCT_CSV_COLUMNS.indexOf(a.field as never) - PRODUCT_CSV_COLUMNS.indexOf(b.field as never);

/**
 * The shared row schema's verdict on a record, with at most one problem per bad cell. A failed
 * row still yields the cells the database checks need, where they parse alone, so one report
 * names every bad cell of a row.
 */
function parseRecord({ line, cells }: CsvRecord, problems: CsvProblem[]): ParsedRecord {
  const parsed = productCsvRowSchema.safeParse(cells);
  const noImages = cells.images.trim() === '';
  if (parsed.success) return { line, row: parsed.data, ...parsed.data, noImages };
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!seen.has(field)) problems.push({ line, field, message: issue.message });
    seen.add(field);
  }
  return { line, row: null, sku: cell.sku.safeParse(cells.sku).data, category: cell.category.safeParse(cells.category).data, images: cell.images.safeParse(cells.images).data, noImages };
}

/** A SKU twice in one file is a mistake: the later line is the one reported. */
function duplicateSkus(records: readonly ParsedRecord[], problems: CsvProblem[]): void {
  const firstLine = new Map<string, number>();
  for (const { line, sku } of records) {
    if (sku === undefined) continue;
    const first = firstLine.get(sku);
    if (first === undefined) firstLine.set(sku, line);
    else problems.push({ line, field: 'sku', message: `This SKU is already on line ${first}` });
  }
}

/** The upload hashes the records name whose files we hold, each looked up once ('' stands for "not an upload"). */
async function storedImageHashes(services: AppServices, records: readonly ParsedRecord[]): Promise<Set<string>> {
  const hashes = [...new Set(records.flatMap(({ images }) => (images ?? []).map(uploadedImageHash).filter((hash) => hash !== null)))];
  const found = await Promise.all(hashes.map(async (hash) => ((await isStoredImage(services.config.uploadDir, hash)) ? hash : null)));
  return new Set(['', ...found.filter((hash) => hash !== null)]);
}

/**
 * Checks every row of an import before anything is written, so the admin gets one report with
 * every bad cell: the product form's field rules (the shared row schema), SKUs repeated in the
 * file, category slugs that name no category, upload URLs whose files we do not hold (as the
 * product form's images), and new SKUs without an image. Reads only.
 */
export async function checkProductRows(services: AppServices, records: readonly CsvRecord[]): Promise<{ rows: CheckedRow[]; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = [];
  const parsed = records.map((record) => parseRecord(record, problems));
  duplicateSkus(parsed, problems);

  const slugs = [...new Set(parsed.flatMap(({ category }) => (category ? [category] : [])))];
  const categoryIds = new Map((await categoriesWithSlugs(services.db, slugs)).map((category) => [category.slug, category.id]));
  const liveSkus = new Set((await keptSkusAmong(services.db, parsed.flatMap(({ sku }) => (sku ? [sku] : [])))).map(({ sku }) => sku));
  const stored = await storedImageHashes(services, parsed);

  const rows: CheckedRow[] = [];
  for (const { line, row, sku, category, images, noImages } of parsed) {
    const before = problems.length;
    if (category && !categoryIds.has(category)) problems.push({ line, field: 'category', message: `No category has the slug ${category}` });
    if (sku && noImages && !liveSkus.has(sku)) problems.push({ line, field: 'images', message: 'Add at least one image for a new product' });
    if (images?.some((image) => !stored.has(uploadedImageHash(image) ?? ''))) problems.push({ line, field: 'images', message: IMAGE_NOT_OURS });
    if (row && problems.length === before) rows.push({ line, row, categoryId: category ? (categoryIds.get(category) ?? null) : null });
  }
  return { rows, problems: problems.sort(byPosition) };
}
