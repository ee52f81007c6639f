import { MY_DOCUMENTS_PAGE_SIZE, type MyDocumentsPage, type MyDocumentsPageInput } from '../../../../shared/schemas/invoice';
import type { DB } from '../../../db/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../db/keyset-cursor';
import { keysetPage } from '../../../db/keyset-page';
import { listDocumentsOfUser } from './invoices-repository';
import { creditNoteDocument, invoiceDocument } from './order-documents';

/**
 * `GET /my-documents`: one page of the invoices and credit notes of the user's own orders, newest
 * first, each with its order's number and its download; `nextCursor` null on the last page. 400
 * for a cursor we did not make. Only the user's orders are read, so nobody else's document is listed.
 */
export async function myDocumentsPage(db: DB, userId: string, input: MyDocumentsPageInput): Promise<MyDocumentsPage> {
  const limit = input.limit ?? MY_DOCUMENTS_PAGE_SIZE;
  const rows = await listDocumentsOfUser(db, userId, input.cursor ? decodeKeysetCursor(input.cursor) : null, limit + 1);
  const { page, next } = keysetPage(rows, limit, (row) => ({ createdMicros: row.createdMicros, id: row.keyId }));
  return {
    documents: page.map((row) => ({
      ...(row.kind === 'invoice'
        ? invoiceDocument(row.orderId, { number: row.number, issuedAt: row.issuedAt, totalCents: row.totalCents })
        : creditNoteDocument(row.orderId, { number: row.number, issuedAt: row.issuedAt, amountCents: row.amountCents ?? 0 })),
      orderId: row.orderId,
      orderNumber: row.orderNumber,
    })),
    nextCursor: next ? encodeKeysetCursor(next) : null,
  };
}
