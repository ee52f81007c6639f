import { describe, expect, it } from 'vitest';
import { invoiceNumberOf, invoiceNumberText } from '../../src/shared/rules/document-numbers';
import { accountPaymentInputSchema, CHOOSE_AN_INVOICE_MESSAGE, INVOICE_NUMBER_FORMAT_MESSAGE, recordPaymentFormSchema, toAccountPaymentInput } from '../../src/shared/schemas/account-terms';

const form = { amount: '50', receivedOn: '2026-11-20', method: 'cheque', reference: 'Cheque 1', allocate: 'choose', allocations: [{ amount: '' }, { amount: '20.5' }] } as const;

describe('recording a payment received: invoice numbers and the form', () => {
  it('reads an invoice number only as written INV-000042', () => {
    expect(invoiceNumberOf('INV-000042')).toBe(42);
    expect(invoiceNumberOf(invoiceNumberText(1_234_567))).toBe(1_234_567);
    for (const text of ['42', 'INV-42', 'inv-000042', 'INV-000042 ', 'INV--00042', 'INV-0000000001']) expect(invoiceNumberOf(text)).toBeNull();
    const parsed = accountPaymentInputSchema.safeParse({ amount: 10, receivedOn: '2026-11-20', method: 'other', reference: '', allocations: [{ invoiceNumber: '42', amount: 10 }] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['allocations.0.invoiceNumber', INVOICE_NUMBER_FORMAT_MESSAGE]]);
  });

  it('sends only the invoices given an amount, in dollars, remembering which field each came from', () => {
    const values = recordPaymentFormSchema.parse(form);
    expect(toAccountPaymentInput(values, ['INV-000001', 'INV-000002'])).toEqual({
      input: { amount: 50, receivedOn: '2026-11-20', method: 'cheque', reference: 'Cheque 1', allocations: [{ invoiceNumber: 'INV-000002', amount: 20.5 }] },
      sentFrom: [1],
    });
    expect(toAccountPaymentInput({ ...values, allocate: 'oldest' }, ['INV-000001', 'INV-000002']).input).not.toHaveProperty('allocations');
    expect(toAccountPaymentInput(recordPaymentFormSchema.parse({ ...form, amount: '0.07' }), []).input.amount).toBe(0.07);
  });

  it('asks for an amount for at least one invoice when choosing, and for amounts in dollars', () => {
    const none = recordPaymentFormSchema.safeParse({ ...form, allocations: [{ amount: '' }, { amount: '0' }] });
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['allocations.0.amount', CHOOSE_AN_INVOICE_MESSAGE]]);
    const typo = recordPaymentFormSchema.safeParse({ ...form, amount: '1,000', allocations: [{ amount: '12.345' }] });
    expect(typo.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount', 'allocations.0.amount']);
  });
});
