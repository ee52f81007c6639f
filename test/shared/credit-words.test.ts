import { describe, expect, it } from 'vitest';
import { creditWords, paymentTermsWords } from '../../src/shared/schemas/account-terms';

describe("a company's terms in words", () => {
  it('names card terms, and on account the net days, limit, used and available', () => {
    expect(paymentTermsWords({ mode: 'card', netDays: null })).toBe('Card only');
    expect(paymentTermsWords({ mode: 'account', netDays: 45 })).toBe('On account, Net 45');
    expect(creditWords({ mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 })).toBe('Card only');
    expect(creditWords({ mode: 'account', netDays: 30, creditLimit: 5000, used: 1200, available: 3800 })).toBe('On account: Net 30 · credit limit $5,000.00 · used $1,200.00 · available $3,800.00');
    // A limit lowered below what is owed: nothing available.
    expect(creditWords({ mode: 'account', netDays: 7, creditLimit: 1000, used: 1200.5, available: 0 })).toBe('On account: Net 7 · credit limit $1,000.00 · used $1,200.50 · available $0.00');
    // Back on card while it still owes: said, not hidden.
    expect(creditWords({ mode: 'card', netDays: null, creditLimit: null, used: 250, available: 0 })).toBe('Card only (still owed on account: $250.00)');
  });
});
