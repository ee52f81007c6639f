import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from '../../src/shared/money';

// Written out by hand (no Intl.NumberFormat, issue 36), so held to what that formatter writes.
const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('prices as the spec shows them', () => {
  it('writes a dollar sign, thousands separated, two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    expect(formatCents(-1999)).toBe('-$19.99');
    expect(formatDollars(11.61)).toBe('$11.61');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('writes what Intl.NumberFormat writes for US dollars', () => {
    for (let cents = -250_000; cents <= 250_000; cents += 7) expect(formatCents(cents)).toBe(intl.format(cents / 100));
    for (const cents of [999_999_999, 123_456_789_012, -98_765_432]) expect(formatCents(cents)).toBe(intl.format(cents / 100));
    for (const dollars of [0.1, 0.2, 19.99, 2.675, 3.335, 12.9, 1e6]) expect(formatDollars(dollars)).toBe(intl.format(dollars));
  });
});
