import { CART_LINES_MAX } from '../../../shared/cart-limits';
import { quickOrderLineSchema } from '../../../shared/schemas/cart';

/** One typed or pasted line: what it asks for, or why it cannot be sent. */
export type TypedLine = { row: number; text: string } & ({ sku: string; quantity: number; problem: null } | { sku: null; quantity: null; problem: string });

// Between the SKU and the quantity: spaces, a tab or a comma (or semicolon), as spreadsheets paste.
const SEPARATORS = /[\s,;]+/;

/**
 * Reads the quick order's text: one `SKU quantity` a line, blank lines skipped, each checked with
 * the quick-add schema so its message shows beside it before anything is sent.
 *
 * @example typedLines('SP-100 12\nGL-12,24') // [{ row: 1, sku: 'SP-100', quantity: 12, … }, { row: 2, sku: 'GL-12', quantity: 24, … }]
 */
export function typedLines(input: string): TypedLine[] {
  const lines: TypedLine[] = [];
  input.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const row = index + 1;
    const words = text.split(SEPARATORS);
    if (words.length !== 2) {
      lines.push({ row, text, sku: null, quantity: null, problem: 'Write the SKU, then the quantity' });
      return;
    }
    const parsed = quickOrderLineSchema.safeParse({ sku: words[0], quantity: Number(words[1]) });
    if (parsed.success) lines.push({ row, text, sku: parsed.data.sku, quantity: parsed.data.quantity, problem: null });
    else lines.push({ row, text, sku: null, quantity: null, problem: parsed.error.issues[0]?.message ?? 'Check this line' });
  });
  return lines;
}

/** Whether the lines can be sent as they are: at least one, none with a problem, at most CART_LINES_MAX. */
export function linesProblem(lines: readonly TypedLine[]): string | null {
  if (lines.length === 0) return 'Add at least one line';
  if (lines.length > CART_LINES_MAX) return `Add at most ${CART_LINES_MAX} lines at once`;
  if (lines.some((line) => line.problem)) return 'Correct the lines marked below';
  return null;
}
