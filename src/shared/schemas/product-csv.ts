import { z } from 'zod';
import { categorySlugSchema } from './category-slug';
import { dollarsToCents } from '../money';
import { maximumOrderProblem, priceTierIssue } from '../rules/product-rules-check';
import { tiersInCents } from '../rules/quantity-rules';
import { hasIssueOn, productImagesSchema, productStatusSchema, productUpdateSchema, productWeightSchema, quantityRuleFields, skuSchema } from './product';
import { taxClassSchema } from './tax';

/**
 * The products CSV (docs/decisions/081): the columns of the export, in order, and of an import.
 * `price` is in dollars; `category` is a slug (empty: none); `status` empty is `active`;
 * `images` are the product's images separated by `|`, the cover first; `packSize` empty is 1,
 * `maximumOrder` empty is no limit, `priceTiers` are `quantity:price` pairs separated by `;`
 * (`10:11.50;50:10.90`), empty for none; `weightKg` is one unit's shipping weight in kilograms
 * (empty: none), `taxClass` standard, reduced or zero (empty: standard) (issue 38).
 */
export const PRODUCT_CSV_COLUMNS = ['sku', 'name', 'description', 'price', 'quantity', 'minimumOrder', 'category', 'status', 'images', 'packSize', 'maximumOrder', 'priceTiers', 'weightKg', 'taxClass'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** The columns an import must have; a file may leave out the others (read as empty cells). */
export const REQUIRED_CSV_COLUMNS: readonly ProductCsvColumn[] = ['sku', 'name', 'description', 'price', 'quantity', 'minimumOrder'];
export const IMAGE_SEPARATOR = '|';
export const TIER_SEPARATOR = ';';

/** The largest file an import takes, and the most rows: a distributor's whole catalogue, in one go. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** A report lists this many problems at most (and says how many there were). */
export const MAX_REPORTED_PROBLEMS = 500;

/** One import row as read from the file: every column's cell as text ('' when empty or absent). */
export type ProductCsvCells = Record<ProductCsvColumn, string>;

const fields = productUpdateSchema.shape;
const DECIMAL = /^\d+(\.\d+)?$/;
/** Whole, also as a spreadsheet may write it ("12.0"). */
const WHOLE = /^\d+(\.0+)?$/;
export const NUMBER_CELL_MESSAGE = 'Enter a number such as 12.50';
/** A count of units (stock, minimum and maximum order, pack size) is whole: "12.50" is not one. */
export const UNITS_CELL_MESSAGE = 'Enter a whole number of units';

/** How a kind of number cell is written, and what it says when it is not. */
export const MONEY = { pattern: DECIMAL, message: NUMBER_CELL_MESSAGE };
const UNITS = { pattern: WHOLE, message: UNITS_CELL_MESSAGE };

/**
 * A cell that holds a number of `kind`; empty answers the field's own "fill out" message.
 *
 * @example
 * numberCell(fields.quantity, UNITS).safeParse('2.5').error?.issues[0]?.message; // 'Enter a whole number of units'
 */
export function numberCell(field: z.ZodType<number, number>, kind: typeof MONEY) {
  return z
    .string()
    .trim()
    .transform((cell, ctx) => {
      if (cell === '') return undefined as unknown as number;
      if (!kind.pattern.test(cell)) {
        ctx.addIssue({ code: 'custom', message: kind.message });
        return z.NEVER;
      }
      return Number(cell);
    })
    .pipe(field);
}

/** A units cell that may be left empty, read then as `empty`. */
function optionalUnitsCell<Empty>(field: z.ZodType<number, number>, empty: Empty) {
  return z
    .string()
    .trim()
    .transform((cell) => cell || null)
    .pipe(numberCell(field, UNITS).nullable())
    .transform((value) => value ?? empty);
}

/** A weight cell: kilograms, empty for none. */
const weightCell = z
  .string()
  .trim()
  .transform((cell) => cell || null)
  .pipe(numberCell(productWeightSchema, { pattern: DECIMAL, message: 'Enter the weight in kilograms such as 2.5' }).nullable());

const TIER = /^(\d+):(\d+(?:\.\d+)?)$/;
export const TIERS_CELL_MESSAGE = 'Write the tiers as quantity:price pairs such as 10:11.50;50:10.90';

/** `10:11.50;50:10.90` -> [{minQuantity: 10, price: 11.5}, ...], checked as the product form's tiers. */
export const tiersCell = z
  .string()
  .trim()
  .transform((cell, ctx) => {
    if (cell === '') return [];
    const tiers = cell.split(TIER_SEPARATOR).map((pair) => TIER.exec(pair.trim()));
    if (tiers.some((match) => match === null)) {
      ctx.addIssue({ code: 'custom', message: TIERS_CELL_MESSAGE });
      return z.NEVER;
    }
    return tiers.map((match) => ({ minQuantity: Number(match![1]), price: Number(match![2]) }));
  })
  .pipe(quantityRuleFields.priceTiers);

/** The export puts `'` before text a spreadsheet would run as a formula; the import takes it off again. */
const DEFUSED_FORMULA = /^'[=+\-@\t\r]/;
const text = (field: z.ZodType<string, string>) => z.string().transform((cell) => (DEFUSED_FORMULA.test(cell) ? cell.slice(1) : cell)).pipe(field);

/**
 * One row of a products CSV, checked with the product form's own field rules and messages
 * (src/shared/schemas/product.ts), each cell on its own so a report names every bad one.
 * Empty `images` means "keep the product's images" (a new product must have one: the server
 * knows which SKUs are new). Unknown category slugs and images we do not hold are the server's
 * checks too.
 *
 * @example
 * productCsvRowSchema.parse({ sku: 'sp-1', name: 'Spade', description: 'Steel', price: '12.50', quantity: '10',
 *   minimumOrder: '1', category: '', status: '', images: '/images/products/spade.svg' });
 * // { sku: 'SP-1', ..., price: 12.5, category: null, status: 'active', images: ['/images/products/spade.svg'] }
 */
export const productCsvRowSchema = z
  .object({
    sku: skuSchema,
    name: text(fields.name),
    description: text(fields.description),
    price: numberCell(fields.price, MONEY),
    quantity: numberCell(fields.quantity, UNITS),
    minimumOrder: numberCell(fields.minimumOrder, UNITS),
    category: z
      .string()
      .trim()
      .transform((cell) => cell || null)
      .pipe(categorySlugSchema.nullable()),
    status: z
      .string()
      .trim()
      .transform((cell) => cell || 'active')
      .pipe(productStatusSchema),
    images: z
      .string()
      .trim()
      .transform((cell) => (cell ? cell.split(IMAGE_SEPARATOR).map((image) => image.trim()) : undefined))
      .pipe(productImagesSchema.optional()),
    packSize: optionalUnitsCell(quantityRuleFields.packSize, 1),
    maximumOrder: optionalUnitsCell(quantityRuleFields.maximumOrder.unwrap(), null),
    priceTiers: tiersCell,
    weightKg: weightCell,
    taxClass: z
      .string()
      .trim()
      .transform((cell) => cell.toLowerCase() || 'standard')
      .pipe(taxClassSchema),
  })
  .refine((row) => row.minimumOrder <= row.quantity, {
    path: ['minimumOrder'],
    message: 'The minimum order cannot be more than the quantity',
    when: ({ issues }) => !hasIssueOn(issues, ['quantity', 'minimumOrder']),
  })
  .superRefine(
    (row, ctx) => {
      const problem = maximumOrderProblem(row, row.quantity);
      if (problem) ctx.addIssue({ code: 'custom', path: ['maximumOrder'], message: problem });
    },
    { when: ({ issues }) => !hasIssueOn(issues, ['quantity', 'minimumOrder', 'packSize', 'maximumOrder']) },
  )
  .superRefine(
    (row, ctx) => {
      const issue = priceTierIssue(dollarsToCents(row.price), tiersInCents(row.priceTiers));
      if (issue) ctx.addIssue({ code: 'custom', ...issue });
    },
    { when: ({ issues }) => !hasIssueOn(issues, ['price', 'priceTiers']) },
  );

export type ProductCsvRow = z.infer<typeof productCsvRowSchema>;

/** One bad cell: the line as a spreadsheet numbers it (the header is line 1), the column, what is wrong. */
export const csvProblemSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblemSchema>;

/** The 400 answer of an import that wrote nothing: the first MAX_REPORTED_PROBLEMS problems and their total. */
export const csvImportReportSchema = z.object({
  code: z.literal('BAD_REQUEST'),
  message: z.string(),
  problems: z.array(csvProblemSchema),
  problemCount: z.number().int(),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;

/** The lines of a checked import's answer (NDJSON): progress while writing, then how it ended. */
export const csvImportProgressSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('writing'), done: z.number().int(), total: z.number().int() }),
  z.object({ phase: z.literal('done'), added: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  z.object({ phase: z.literal('failed'), message: z.string() }),
]);
export type CsvImportProgress = z.infer<typeof csvImportProgressSchema>;
