import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../../../shared/schemas/ids';
import { priceListImportQuerySchema } from '../../../../shared/schemas/price-list';
import { MAX_IMPORT_BYTES, MAX_REPORTED_PROBLEMS, type CsvImportReport } from '../../../../shared/schemas/product-csv';
import { csvText } from '../../../csv/csv-text';
import { AppError } from '../../../errors/app-error';
import { adminOf } from '../../../plugins/admin-scope';
import type { AppServices } from '../../../services';
import { checkPriceListRows, priceListCsvLines, readPriceListCsv } from './price-list-entries-csv';
import { importEntries, priceListOrFail } from './price-list-entries-service';

const SEND_CSV = 'Send the file as text/csv';

function listIdOf(params: unknown): string {
  const id = idSchema.safeParse((params as { id?: unknown }).id);
  if (!id.success) throw new AppError('invalid', 'Give a price list id', { id: [id.error.issues[0]!.message] });
  return id.data;
}

/** A filename's safe part: letters, digits and dashes. */
const fileSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'price-list';

/**
 * `GET /api/price-lists/{id}/entries.csv` exports a list's entries (price-list-entries-csv.ts's
 * columns, by SKU, streamed a page at a time); `POST` the same path imports one: a `text/csv`
 * body as the products import takes (at most MAX_IMPORT_BYTES, UTF-8 unless its charset says
 * windows-1252 or latin1), at most 20,000 lines. Plain routes in the admin scope (401/403).
 *
 * The import checks the whole file first and answers 400 with every bad cell by line and column
 * (the products import's report), writing nothing; otherwise it writes every line in one
 * transaction (one statement) and answers 200 `{added, updated, removed}`. It upserts by SKU,
 * leaving the list's other entries; `?replace=true` makes the file the whole list.
 */
export async function registerPriceListEntryCsvRoutes(adminScope: FastifyInstance, services: AppServices): Promise<void> {
  adminScope.get('/api/price-lists/:id/entries.csv', async (request, reply) => {
    const list = await priceListOrFail(services.db, listIdOf(request.params));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileSlug(list.name)}-entries.csv"`)
      .send(Readable.from(priceListCsvLines(services.db, list.id)));
  });

  await adminScope.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));
    scope.post('/api/price-lists/:id/entries.csv', { bodyLimit: MAX_IMPORT_BYTES }, async (request, reply) => {
      const admin = adminOf(request);
      const list = await priceListOrFail(services.db, listIdOf(request.params));
      const replace = priceListImportQuerySchema.safeParse(request.query).data?.replace === 'true';
      if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported-type', SEND_CSV);
      const decoded = csvText(request.body, request.headers['content-type']);
      const read = 'problem' in decoded ? { records: [], problems: [decoded.problem] } : await readPriceListCsv(decoded.text);
      const checked = await checkPriceListRows(services.db, read.records);
      const problems = [...read.problems, ...checked.problems];
      if (problems.length > 0) {
        const report: CsvImportReport = {
          code: 'BAD_REQUEST',
          message: problems.length === 1 ? 'One problem: nothing was imported' : `${problems.length} problems: nothing was imported`,
          problems: problems.slice(0, MAX_REPORTED_PROBLEMS),
          problemCount: problems.length,
        };
        return reply.status(400).send(report);
      }
      return importEntries(services.db, admin, list.id, checked.entries, replace);
    });
  });
}
