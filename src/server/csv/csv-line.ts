/** A cell a spreadsheet would read as a formula (=, +, -, @, and tab or CR that some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula gets a leading `'` (OWASP's CSV injection advice);
 * numbers and booleans are written as they are.
 *
 * @example
 * csvCell('Ann "the spade" Lee'); // '"Ann ""the spade"" Lee"'
 * csvCell('=HYPERLINK("x")');     // '"\'=HYPERLINK(""x"")"'
 * csvCell(-12.5);                 // '-12.5'
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated as RFC 4180 asks. */
export function csvLine(cells: Array<string | number | boolean | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
