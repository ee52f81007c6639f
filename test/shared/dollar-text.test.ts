import { describe, expect, it } from 'vitest';
import { dollarTextToCents } from '../../src/shared/money';
import { refundFormSchema, toRefundFields } from '../../src/shared/schemas/refund';

describe('an amount typed in dollars, read into cents', () => {
  it('reads whole dollars, one or two decimals, with spaces around, exactly', () => {
    expect(['119', '119.5', '119.00', ' 0.07 ', '999999999.99', '0.29', '1.13'].map(dollarTextToCents)).toEqual([11900, 11950, 11900, 7, 99999999999, 29, 113]);
  });

  it('refuses what is not such an amount', () => {
    expect(['', ' ', '12.345', '1e3', '-5', '12,50', '.5', '5.', '$5', '1234567890'].map(dollarTextToCents)).toEqual(Array(10).fill(null));
  });

  it('is what the refund form sends, and the form refuses an empty amount', () => {
    expect(toRefundFields({ amount: '0.29', reason: 'x', restock: [] }).amountCents).toBe(29);
    expect(refundFormSchema(5000).safeParse({ amount: '', reason: 'Broken', restock: [] }).error?.issues[0]?.message).toBe('Enter the amount to refund');
    expect(refundFormSchema(5000).safeParse({ amount: '50.01', reason: 'Broken', restock: [] }).error?.issues[0]?.message).toBe('At most $50.00 can be refunded');
    expect(refundFormSchema(5000).safeParse({ amount: '50', reason: 'Broken', restock: [] }).success).toBe(true);
  });
});
