import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { orderCsvQuerySchema } from '../../../../../shared/schemas/admin-orders';
import type { OrderListFilters } from '../admin-orders-repository';
import { centsAsDecimal } from '../../../../../shared/money';
import { parsedOrInvalid } from '../../../../errors/field-errors';
import type { AppServices } from '../../../../services';
import { orderRowPage } from '../admin-orders-service';
import { csvLine } from '../../../../csv/csv-line';

/** Rows read per query: the export holds one batch at a time, whatever the list's size. */
const BATCH = 500;

const HEADER = [
  'Order',
  'Number',
  'Date',
  'Customer',
  'E-mail',
  'PO number',
  'Line',
  'Product',
  'SKU',
  'Quantity',
  'Unit price (USD)',
  'Line total (USD)',
  'Order total (USD)',
  'Refunded (USD)',
  'Paid',
  'Status',
  'Transaction',
  'Shipped',
  'Carrier',
  'Tracking number',
  'Company',
  'Location',
  'Location address',
];

type OrderRow = Awaited<ReturnType<typeof orderRowPage>>['rows'][number];

/**
 * One row per line of the order, the order's own columns repeated on each (so a spreadsheet can
 * filter and sum lines); a company member's order ends with its company and location (as it was when
 * placed), a customer's own with three empty cells. Money is written from cents with two decimals (`349.90`, not `349.9`).
 */
const rowsOf = (o: OrderRow, refundedCents: number) =>
  o.lines.map((line, index) => [
    o.id,
    o.number,
    o.createdAt.toISOString(),
    o.customerName,
    o.email,
    o.poNumber,
    index + 1,
    line.productName,
    line.sku,
    line.quantity,
    centsAsDecimal(line.unitPriceCents),
    centsAsDecimal(line.totalCents),
    centsAsDecimal(o.totalCents),
    centsAsDecimal(refundedCents),
    o.isPaid,
    o.status,
    o.transactionId,
    o.shippedAt?.toISOString() ?? null,
    o.carrier,
    o.trackingNumber,
    o.companyName,
    o.locationName,
    o.locationAddress,
  ]);

/** The filtered list as CSV lines, one keyset page at a time (the same query as the admin list). */
async function* csvLines(services: AppServices, filters: OrderListFilters): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let cursor: string | undefined;
  do {
    const page = await orderRowPage(services, { ...filters, cursor, limit: BATCH });
    // Refunds are payments' (the layer above): asked through the ports, once a batch.
    const refunded = await services.ports.refundedCentsOfOrders(services.db, page.rows.map((order) => order.id));
    yield page.rows.flatMap((order) => rowsOf(order, refunded.get(order.id) ?? 0).map(csvLine)).join('');
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * `GET /api/orders.csv?status=&paid=&from=&to=&customer=` (or `?ids=a,b`: the selected orders): the
 * admin's filtered order list as a CSV download, one row per order line (id and number first), streamed in batches so a large export neither sits in memory nor holds up other
 * requests. A plain route (trpc-to-openapi answers JSON only) registered in the admin scope
 * (accounts/sessions/admin-scope.ts: 401 anonymous, 403 not an admin); 400 a filter that does not parse.
 */
export function registerOrdersCsvExport(admin: FastifyInstance, services: AppServices): void {
  admin.get('/api/orders.csv', async (request, reply) => {
    const query = parsedOrInvalid(orderCsvQuerySchema, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .send(Readable.from(csvLines(services, query)));
  });
}
