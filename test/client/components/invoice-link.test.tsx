// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditNoteLink, InvoiceLink } from '../../../src/client/components/invoice-link';

const ORDER_ID = '30000000-0000-4000-8000-000000000001';

describe('InvoiceLink and CreditNoteLink', () => {
  it("download the order's invoice and credit note as PDFs, named by their numbers", () => {
    render(
      <>
        <InvoiceLink orderId={ORDER_ID} invoiceNumber="INV-000042" />
        <CreditNoteLink orderId={ORDER_ID} creditNoteNumber="CN-000007" />
      </>,
    );
    const invoice = screen.getByRole('link', { name: 'Download invoice INV-000042 (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${ORDER_ID}/invoice.pdf`);
    expect(invoice.getAttribute('download')).toBe('INV-000042.pdf');
    const note = screen.getByRole('link', { name: 'Download credit note CN-000007 (PDF)' });
    expect(note.getAttribute('href')).toBe(`/api/orders/${ORDER_ID}/credit-notes/CN-000007.pdf`);
    expect(note.getAttribute('download')).toBe('CN-000007.pdf');
  });
});
