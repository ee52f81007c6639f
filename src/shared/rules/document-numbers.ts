/**
 * How invoice and credit-note numbers are written: a prefix and six digits, so they sort as text
 * and read as what they are. The numbers themselves come from the gap-free counters (issue 25).
 *
 * @example invoiceNumberText(42) // 'INV-000042'
 */
export const invoiceNumberText = (number: number): string => `INV-${String(number).padStart(6, '0')}`;

/**
 * The number of an invoice written as invoiceNumberText writes it (`INV-` and digits, any case);
 * null for anything else.
 *
 * @example invoiceNumberOf('INV-000042') // 42
 * @example invoiceNumberOf('CN-000042') // null
 */
export function invoiceNumberOf(text: string): number | null {
  const match = /^INV-(\d{1,9})$/i.exec(text.trim());
  const number = match ? Number(match[1]) : 0;
  return number >= 1 ? number : null;
}

/** @example creditNoteNumberText(7) // 'CN-000007' */
export const creditNoteNumberText = (number: number): string => `CN-${String(number).padStart(6, '0')}`;

/**
 * Where an order's invoice downloads (for its owner or an admin, through the session).
 *
 * @example invoicePdfPath('0b8f…') // '/api/orders/0b8f…/invoice.pdf'
 */
export const invoicePdfPath = (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`;

/**
 * Where one of an order's credit notes downloads, by its number as written.
 *
 * @example creditNotePdfPath('0b8f…', 'CN-000007') // '/api/orders/0b8f…/credit-notes/CN-000007.pdf'
 */
export const creditNotePdfPath = (orderId: string, creditNoteNumber: string): string =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteNumber)}.pdf`;
