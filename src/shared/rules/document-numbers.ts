/**
 * How invoice and credit-note numbers are written: a prefix and six digits, so they sort as text
 * and read as what they are. The numbers themselves come from the gap-free counters (issue 25).
 *
 * @example invoiceNumberText(42) // 'INV-000042'
 */
export const invoiceNumberText = (number: number): string => `INV-${String(number).padStart(6, '0')}`;

/** @example creditNoteNumberText(7) // 'CN-000007' */
export const creditNoteNumberText = (number: number): string => `CN-${String(number).padStart(6, '0')}`;
