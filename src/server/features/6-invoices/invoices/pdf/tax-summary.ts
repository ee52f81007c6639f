import { formatCents } from '../../../../../shared/money';
import { ratePercentText, type TaxLine } from '../../../../../shared/rules/tax';
import { certificateWording, REVERSE_CHARGE_WORDING } from '../../../../../shared/schemas/tax';
import { drawBlock, drawTable, type Seller } from './pdf-page';

type Pdf = PDFKit.PDFDocument;

/**
 * What an order was charged beside its goods, as it stored them (orders' findOrderCharges): an
 * invoice and a credit note print these, never today's rates (docs/decisions/132).
 */
export interface DocumentCharges {
  goodsCents: number;
  shippingCents: number;
  /** The delivery method's name as ordered; null: no shipping was configured for it. */
  shippingMethod: string | null;
  taxCents: number;
  /** Tax is within the goods and shipping, not added on top. */
  pricesIncludeTax: boolean;
  taxExemption: 'reverse_charge' | 'certificate' | null;
  taxExemptionReference: string | null;
  /** The buyer company's tax id when the order was placed. */
  buyerTaxId: string | null;
  /** One line per rate, highest first. */
  taxLines: TaxLine[];
}

/** Whether the order was charged anything but goods, or is exempt: an order without prints its total alone, as before issue 38. */
export function hasCharges(charges: DocumentCharges | undefined): charges is DocumentCharges {
  return charges !== undefined && (charges.shippingMethod !== null || charges.shippingCents > 0 || charges.taxLines.length > 0 || charges.taxExemption !== null);
}

/** The delivery's sum line: `Shipping (Express)`. */
export function shippingLabel(charges: DocumentCharges): string {
  return charges.shippingMethod ? `Shipping (${charges.shippingMethod})` : 'Shipping';
}

/** The rate table: each rate, what was taxed at it and the tax. */
export function drawTaxTable(pdf: Pdf, lines: readonly TaxLine[]): void {
  if (lines.length === 0) return;
  drawTable(
    pdf,
    [
      { heading: 'Tax rate', width: 30 },
      { heading: 'Taxable amount', width: 35, align: 'right' },
      { heading: 'Tax', width: 35, align: 'right' },
    ],
    lines.map((line) => [ratePercentText(line.basisPoints), formatCents(line.taxableCents), formatCents(line.taxCents)]),
  );
  pdf.moveDown(0.5);
}

/**
 * Why an exempt order carries no tax, in the words the issue gives: reverse charge with both
 * parties' tax ids, or the certificate's reference. Nothing for an order that pays tax.
 */
export function drawTaxNote(pdf: Pdf, seller: Seller, charges: DocumentCharges): void {
  if (charges.taxExemption === 'reverse_charge') {
    drawBlock(pdf, 'Tax', [REVERSE_CHARGE_WORDING, `Supplier's VAT id: ${seller.taxId ?? 'not given'}`, `Customer's VAT id: ${charges.buyerTaxId ?? 'not given'}`]);
  } else if (charges.taxExemption === 'certificate') {
    drawBlock(pdf, 'Tax', [certificateWording(charges.taxExemptionReference ?? '')]);
  }
}
