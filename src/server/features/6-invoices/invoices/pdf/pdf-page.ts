/*
 * The page every invoice and credit note is drawn on: A4, the seller at the top, a title, then
 * label/value blocks and a table. Every text is written through `write`, in embedded fonts that
 * cover Latin, Greek, Cyrillic, Japanese and emoji (pdf-fonts.ts). pdfkit is imported when the
 * first document is drawn, so the server starts without it.
 */
import { fontChains, fontRuns, type Face, type Weight } from './pdf-fonts';

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

/**
 * Switches `pdf` to `face`, embedding it in the document on first use. pdfkit takes a parsed
 * fontkit font where its types say file: the fonts are parsed once per process, not per document.
 */
function useFace(pdf: Pdf, face: Face): Pdf {
  pdf.registerFont(face.name, face.font as unknown as Buffer);
  return pdf.font(face.name);
}

/**
 * Writes `text` at the cursor (or at `at`), each run in the first font that has its characters,
 * the runs joined as one text (`continued`), so it wraps and aligns as one. Size and colour are the
 * caller's.
 */
function write(pdf: Pdf, text: string, weight: Weight, options: PDFKit.Mixins.TextOptions = {}, at?: { x: number; y: number }): void {
  const chain = fontChains()[weight];
  const runs = fontRuns(text, chain);
  if (runs.length === 0) return;
  runs.forEach((run, i) => {
    useFace(pdf, chain[run.face]!);
    const runOptions = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) pdf.text(run.text, at.x, at.y, runOptions);
    else pdf.text(run.text, runOptions);
  });
}

/**
 * The height `text` takes at `width`: the most any font of its runs would take for all of it, so a
 * row never runs over the page's foot.
 */
function heightOf(pdf: Pdf, text: string, weight: Weight, width: number): number {
  const chain = fontChains()[weight];
  const faces = new Set(fontRuns(text, chain).map((run) => run.face));
  if (faces.size === 0) faces.add(0);
  return Math.max(...[...faces].map((face) => useFace(pdf, chain[face]!).heightOfString(text, { width })));
}

/** The seller's name, address and tax id, then the document's title and date. */
export function drawHeading(pdf: Pdf, seller: Seller, title: string, dateLabel: string, date: Date): void {
  write(pdf.fontSize(14).fillColor('black'), seller.name, 'bold');
  write(pdf.fontSize(10).fillColor(MUTED), seller.address, 'regular');
  if (seller.taxId) write(pdf, `Tax ID: ${seller.taxId}`, 'regular');
  pdf.moveDown(1.5);
  write(pdf.fontSize(20).fillColor('black'), title, 'bold');
  write(pdf.fontSize(10), `${dateLabel}: ${day(date)}`, 'regular');
  pdf.moveDown();
}

/** A small heading and its lines (a party's details, the payment). */
export function drawBlock(pdf: Pdf, heading: string, lines: Array<string | null>): void {
  write(pdf.fontSize(10).fillColor(MUTED), heading.toUpperCase(), 'bold');
  pdf.fillColor('black');
  for (const line of lines) if (line) write(pdf, line, 'regular');
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
  const drawRow = (cells: string[], weight: Weight) => {
    pdf.fontSize(10).fillColor('black');
    const height = Math.max(...cells.map((cell, i) => heightOf(pdf, cell, weight, widths[i]! - 6)));
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      write(pdf, cell, weight, { width: widths[i]! - 6, align: columns[i]!.align ?? 'left' }, { x, y: top });
      bottom = Math.max(bottom, pdf.y);
      x += widths[i]!;
    });
    pdf.y = bottom + 4;
    pdf.moveTo(left, pdf.y).lineTo(left + span, pdf.y).strokeColor(RULE).lineWidth(0.5).stroke();
    pdf.y += 4;
  };
  drawRow(
    columns.map((column) => column.heading),
    'bold',
  );
  for (const row of rows) drawRow(row, 'regular');
  pdf.x = left;
}

/** Label and amount rows under a table, right-aligned (the total, the refunds). */
export function drawSums(pdf: Pdf, sums: Array<[label: string, value: string, bold?: boolean]>): void {
  const span = pdf.page.width - 2 * MARGIN;
  for (const [label, value, bold] of sums) {
    write(pdf.fontSize(bold ? 12 : 10).fillColor('black'), `${label}: ${value}`, bold ? 'bold' : 'regular', { width: span, align: 'right' }, { x: MARGIN, y: pdf.y });
  }
  pdf.x = MARGIN;
  pdf.moveDown();
}
