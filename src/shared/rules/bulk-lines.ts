import { CART_LINES_MAX } from '../cart-limits';
import { quickOrderLineSchema } from '../schemas/cart';

/** A line read from a bulk paste or CSV: its number as the buyer sees it (1 = the text's first line), the SKU as written and the units. */
export interface BulkLine {
  line: number;
  sku: string;
  quantity: number;
}

/** A line that names no order: its number, its first cell as written ('' for none), and why. */
export interface BulkProblem {
  line: number;
  sku: string;
  message: string;
}

export const MALFORMED_LINE_MESSAGE = 'Write the SKU, then the quantity';
export const TOO_MANY_LINES_MESSAGE = `Add at most ${CART_LINES_MAX} lines at once`;

// Between the SKU and the quantity: a comma, a tab, spaces (or a semicolon, as some spreadsheets write CSV).
const SEPARATORS = /[\s,;]+/;
// A quantity cell: digits only (no 1e3, 0x10 or 12.5 read as something else).
const WHOLE_NUMBER = /^\d{1,9}$/;
// A header's cells: the SKU column, then the quantity column, in the words spreadsheets use.
const SKU_HEADER = /^(sku|item|code|product|part)/i;
const QUANTITY_HEADER = /^(qty|quantity|units|amount|count)/i;

/** A cell without the quotes a spreadsheet's CSV puts around it ("SP-100" -> SP-100). */
const unquoted = (cell: string) => (cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).trim() : cell);

/**
 * Reads a bulk order's text (a paste, or a CSV file's text): one `SKU quantity` a line, the two
 * separated by a comma, a tab or spaces (cells may be quoted, empty cells are skipped); blank
 * lines are skipped, and so is a first line that is a header (`SKU,Quantity`, `Product code\tQty`). Every
 * other line is an order or a problem naming its line number as the buyer counts it. Quick
 * order's page and `POST /api/cart/bulk` read the text alike.
 *
 * @example bulkLines('SKU,Quantity\nSP-100, 12\n\nGL-12\t24') // { lines: [{ line: 2, sku: 'SP-100', quantity: 12 }, { line: 4, sku: 'GL-12', quantity: 24 }], problems: [] }
 * @example bulkLines('SP-100 twelve\nGL-12').problems // [{ line: 1, sku: 'SP-100', message: 'Write the quantity as a whole number' }, { line: 2, sku: 'GL-12', message: 'Write the SKU, then the quantity' }]
 * @example bulkLines('"SP-100","0"').problems // [{ line: 1, sku: 'SP-100', message: 'Enter at least 1 unit' }]
 */
export function bulkLines(text: string): { lines: BulkLine[]; problems: BulkProblem[] } {
  const lines: BulkLine[] = [];
  const problems: BulkProblem[] = [];
  let seenContent = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const cells = raw.trim().split(SEPARATORS).map(unquoted).filter(Boolean);
      if (cells.length === 0) return;
      const first = !seenContent;
      seenContent = true;
      const [sku = '', quantity = ''] = cells;
      if (first && SKU_HEADER.test(sku) && QUANTITY_HEADER.test(cells.at(-1)!)) return;
      if (cells.length !== 2) return void problems.push({ line, sku, message: MALFORMED_LINE_MESSAGE });
      if (!WHOLE_NUMBER.test(quantity)) return void problems.push({ line, sku, message: 'Write the quantity as a whole number' });
      const parsed = quickOrderLineSchema.safeParse({ sku, quantity: Number(quantity) });
      if (parsed.success) lines.push({ line, sku: parsed.data.sku, quantity: parsed.data.quantity });
      else problems.push({ line, sku, message: parsed.error.issues[0]?.message ?? MALFORMED_LINE_MESSAGE });
    });
  return { lines, problems };
}

/**
 * How many lines the text asks for (orders and problems alike, the header and blank lines not),
 * or the refusal when that is more than one cart holds.
 *
 * @example tooManyLines({ lines: [], problems: [] }) // null
 */
export function tooManyLines(read: { lines: readonly unknown[]; problems: readonly unknown[] }): string | null {
  return read.lines.length + read.problems.length > CART_LINES_MAX ? TOO_MANY_LINES_MESSAGE : null;
}
