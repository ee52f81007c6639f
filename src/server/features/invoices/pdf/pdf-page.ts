/*
 * The page every invoice and credit note is drawn on: A4, the seller at the top, a title, then
 * label/value blocks and a table, in the standard Helvetica fonts (nothing to embed). pdfkit is
 * imported when the first document is drawn, so the server starts without it.
 */

type Pdf = PDFKit.PDFDocument;

/** Who sells (config.seller): printed at the top of every document. */
export interface Seller {
  name: string;
  address: string;
  taxId: string | null;
}

const MARGIN = 50;
const MUTED = '#4d5a4b';
const RULE = '#d5dbcc';

/** A document's date as printed: the UTC day, the same wherever the server runs. */
export const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Draws a document with `draw` and answers its bytes. The creation date is the document's own date
 * (`issuedAt`), not now: pdfkit derives the trailer's /ID from the info dictionary, so the same
 * document always gives the same bytes.
 */
export async function renderPdf(info: { title: string; issuedAt: Date }, draw: (pdf: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: info.title, Creator: 'Toolyard', Producer: 'Toolyard', CreationDate: info.issuedAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** The seller's name, address and tax id, then the document's title and date. */
export function drawHeading(pdf: Pdf, seller: Seller, title: string, dateLabel: string, date: Date): void {
  pdf.font('Helvetica-Bold').fontSize(14).fillColor('black').text(seller.name);
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(seller.address);
  if (seller.taxId) pdf.text(`Tax ID: ${seller.taxId}`);
  pdf.moveDown(1.5);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('black').text(title);
  pdf.font('Helvetica').fontSize(10).text(`${dateLabel}: ${day(date)}`);
  pdf.moveDown();
}

/** A small heading and its lines (a party's details, the payment). */
export function drawBlock(pdf: Pdf, heading: string, lines: Array<string | null>): void {
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(heading.toUpperCase());
  pdf.font('Helvetica').fontSize(10).fillColor('black');
  for (const line of lines) if (line) pdf.text(line);
  pdf.moveDown();
}

/** A column of a table: its heading, its share of the width, and its alignment. */
export interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table across the page: a heading row, then each row, wrapped within its columns; a new page when one is full. */
export function drawTable(pdf: Pdf, columns: Column[], rows: string[][]): void {
  const left = MARGIN;
  const span = pdf.page.width - 2 * MARGIN;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * span);
  const drawRow = (cells: string[], font: string) => {
    pdf.font(font).fontSize(10).fillColor('black');
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: widths[i]! - 6 })));
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let x = left;
    cells.forEach((cell, i) => {
      pdf.text(cell, x, top, { width: widths[i]! - 6, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    pdf.y = top + height + 4;
    pdf.moveTo(left, pdf.y).lineTo(left + span, pdf.y).strokeColor(RULE).lineWidth(0.5).stroke();
    pdf.y += 4;
  };
  drawRow(
    columns.map((column) => column.heading),
    'Helvetica-Bold',
  );
  for (const row of rows) drawRow(row, 'Helvetica');
  pdf.x = left;
}

/** Label and amount rows under a table, right-aligned (the total, the refunds). */
export function drawSums(pdf: Pdf, sums: Array<[label: string, value: string, bold?: boolean]>): void {
  const span = pdf.page.width - 2 * MARGIN;
  for (const [label, value, bold] of sums) {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor('black');
    pdf.text(`${label}: ${value}`, MARGIN, pdf.y, { width: span, align: 'right' });
  }
  pdf.x = MARGIN;
  pdf.moveDown();
}
