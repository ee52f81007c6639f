import { formatDollars } from '../../../../../shared/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '../../../../../shared/rules/account-terms';
import type { Statement } from '../../../../../shared/schemas/account-terms';
import { drawBlock, drawHeading, drawSums, drawTable, renderPdf, type Seller } from '../pdf/pdf-page';

/**
 * A company's statement as a PDF: the seller, the company and the date, its invoices (issue and
 * due dates, total, paid, due, days overdue), what is due by ageing bucket, and its credit line.
 * The date is the statement's own (`at`), so the same statement on the same instant gives the same bytes.
 */
export function renderStatementPdf(seller: Seller, companyName: string, statement: Statement, at: Date): Promise<Buffer> {
  const title = 'Statement';
  return renderPdf({ title: `Statement of ${companyName}`, issuedAt: at }, (pdf) => {
    drawHeading(pdf, seller, title, 'Date', at);
    drawBlock(pdf, 'Statement of', [companyName]);
    if (statement.invoices.length === 0) {
      drawBlock(pdf, 'Invoices', ['Nothing is owed']);
    } else {
      drawTable(
        pdf,
        [
          { heading: 'Invoice', width: 16 },
          { heading: 'Issued', width: 14 },
          { heading: 'Due', width: 14 },
          { heading: 'Total', width: 14, align: 'right' },
          { heading: 'Paid', width: 14, align: 'right' },
          { heading: 'Due now', width: 14, align: 'right' },
          { heading: 'Days overdue', width: 12, align: 'right' },
        ],
        statement.invoices.map((invoice) => [
          invoice.number,
          invoice.issuedAt.slice(0, 10),
          invoice.dueDate,
          formatDollars(invoice.total),
          formatDollars(invoice.paid),
          invoice.due > 0 ? formatDollars(invoice.due) : 'Paid',
          String(invoice.daysOverdue),
        ]),
      );
    }
    drawBlock(pdf, 'Ageing', []);
    drawTable(
      pdf,
      AGEING_BUCKETS.map((bucket) => ({ heading: AGEING_LABELS[bucket], width: 1, align: 'right' as const })),
      [AGEING_BUCKETS.map((bucket) => formatDollars(statement.ageing[bucket]))],
    );
    const owed = AGEING_BUCKETS.reduce((sum, bucket) => sum + statement.ageing[bucket], 0);
    drawSums(pdf, [['Total due', formatDollars(owed), true]]);
    drawBlock(pdf, 'Credit', [
      statement.creditLimit === null ? 'Card terms: no credit on account' : `Credit limit: ${formatDollars(statement.creditLimit)}`,
      `Used: ${formatDollars(statement.used)}`,
      `Available: ${formatDollars(statement.available)}`,
    ]);
  });
}
