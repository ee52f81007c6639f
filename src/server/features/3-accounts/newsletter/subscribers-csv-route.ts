import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { csvLine } from '../../../csv/csv-line';
import type { AppServices } from '../../../services';
import { subscribersPage } from './subscribers-service';

/** Rows read per query: the export holds one batch at a time, whatever the list's size. */
const BATCH = 500;

const HEADER = ['E-mail', 'Subscribed', 'Confirmed'];

/** The confirmed addresses as CSV lines, one keyset page at a time (the admin list's query). */
async function* csvLines(services: AppServices): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let cursor: string | undefined;
  do {
    const page = await subscribersPage(services.db, { status: 'confirmed', cursor, limit: BATCH });
    yield page.subscribers.map((s) => csvLine([s.email, s.subscribedAt, s.confirmedAt])).join('');
    cursor = page.next ?? undefined;
  } while (cursor);
}

/**
 * `GET /api/admin/subscribers.csv`: the confirmed newsletter addresses (the ones a newsletter may
 * go to) as a CSV download, streamed in batches; text a spreadsheet would run as a formula is
 * defused by `csvLine`. A plain route (trpc-to-openapi answers JSON only) in the admin scope
 * (accounts/sessions/admin-scope.ts: 401 anonymous, 403 not an admin).
 */
export function registerSubscribersCsvExport(admin: FastifyInstance, services: AppServices): void {
  admin.get('/api/admin/subscribers.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
      .send(Readable.from(csvLines(services)));
  });
}
