import { describe, expect, it } from 'vitest';
import { bulkLines, tooManyLines } from '../../src/shared/rules/bulk-lines';
import { CART_LINES_MAX } from '../../src/shared/cart-limits';

describe('bulkLines', () => {
  it('reads lines as spreadsheets paste them: spaces, tabs or commas, quoted cells, blank lines skipped, numbered as the buyer counts them', () => {
    expect(bulkLines('SP-100 3\n\nGL-12\t24\r\nrk-1, 5\n"HO-2";"7"\nEX-1,2,,\n')).toEqual({
      lines: [
        { line: 1, sku: 'SP-100', quantity: 3 },
        { line: 3, sku: 'GL-12', quantity: 24 },
        { line: 4, sku: 'rk-1', quantity: 5 },
        { line: 5, sku: 'HO-2', quantity: 7 },
        { line: 6, sku: 'EX-1', quantity: 2 },
      ],
      problems: [],
    });
  });

  it('skips a header as the first line only', () => {
    expect(bulkLines('\uFEFF\nSKU,Quantity\nSP-100,1').lines).toEqual([{ line: 3, sku: 'SP-100', quantity: 1 }]);
    expect(bulkLines('Product code\tQty\nSP-100\t1').lines).toEqual([{ line: 2, sku: 'SP-100', quantity: 1 }]);
    expect(bulkLines('SP-100,1\nsku,qty').problems).toEqual([{ line: 2, sku: 'sku', message: 'Write the quantity as a whole number' }]);
  });

  it('names each line it cannot read, with its first cell', () => {
    expect(bulkLines('OOPS\nGL-12 two\nGL-12 1.5\nGL-12 -2\nGL-12 0\nA B C\n' + `${'X'.repeat(41)} 1`).problems).toEqual([
      { line: 1, sku: 'OOPS', message: 'Write the SKU, then the quantity' },
      { line: 2, sku: 'GL-12', message: 'Write the quantity as a whole number' },
      { line: 3, sku: 'GL-12', message: 'Write the quantity as a whole number' },
      { line: 4, sku: 'GL-12', message: 'Write the quantity as a whole number' },
      { line: 5, sku: 'GL-12', message: 'Enter at least 1 unit' },
      { line: 6, sku: 'A', message: 'Write the SKU, then the quantity' },
      { line: 7, sku: 'X'.repeat(41), message: 'Keep the SKU under 40 characters' },
    ]);
  });

  it(`counts lines read and lines refused alike against ${CART_LINES_MAX}`, () => {
    expect(tooManyLines(bulkLines('A 1\n'.repeat(CART_LINES_MAX)))).toBeNull();
    expect(tooManyLines(bulkLines(`${'A 1\n'.repeat(CART_LINES_MAX)}oops`))).toBe(`Add at most ${CART_LINES_MAX} lines at once`);
  });
});
