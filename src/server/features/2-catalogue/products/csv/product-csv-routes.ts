import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_BYTES, MAX_REPORTED_PROBLEMS, type CsvImportProgress, type CsvImportReport } from '../../../../../shared/schemas/product-csv';
import { AppError } from '../../../../errors/app-error';
import { adminOf } from '../../../../plugins/admin-scope';
import type { AppServices } from '../../../../services';
import { checkProductRows } from './check-product-rows';
import { csvText } from '../../../../csv/csv-text';
import { productCsvLines } from './export-products';
import { importProducts } from './import-products';
import { readProductCsv } from './read-product-csv';

const SEND_CSV = 'Send the file as text/csv';
const line = (progress: CsvImportProgress) => `${JSON.stringify(progress)}\n`;

/**
 * `GET /api/products.csv` exports every live product; `POST /api/products.csv` (a `text/csv`
 * body of at most MAX_IMPORT_BYTES, else 413; another type 415; UTF-8 unless its charset says
 * windows-1252 or latin1, another charset 415) imports one (docs/decisions/081). Plain routes (the REST layer answers JSON only) in the admin scope
 * (accounts/sessions/admin-scope.ts: 401 anonymous, 403 not an admin).
 *
 * The import checks every row first and answers 400 with the report of bad cells, writing
 * nothing; otherwise it answers 200 and streams NDJSON while one transaction writes: a
 * `writing` line per batch, then `done` with the counts, or `failed` (rolled back: nothing kept).
 */
export async function registerProductCsvRoutes(adminScope: FastifyInstance, services: AppServices): Promise<void> {
  adminScope.get('/api/products.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${day}.csv"`)
      .send(Readable.from(productCsvLines(services.db)));
  });

  await adminScope.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));
    // Uncompressed, so each progress line reaches the browser as it is written.
    scope.post('/api/products.csv', { bodyLimit: MAX_IMPORT_BYTES, compress: false }, async (request, reply) => {
      const admin = adminOf(request);
      if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported-type', SEND_CSV);
      const decoded = csvText(request.body, request.headers['content-type']);
      const read = 'problem' in decoded ? { records: [], problems: [decoded.problem] } : await readProductCsv(decoded.text);
      const checked = await checkProductRows(services, read.records);
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

      const progress = new PassThrough();
      const send = (update: CsvImportProgress) => {
        if (!progress.writableEnded && !progress.destroyed) progress.write(line(update));
      };
      // The import runs to its end even if the admin leaves: it commits or rolls back whole.
      void importProducts(services, admin, checked.rows, (done, total) => send({ phase: 'writing', done, total })).then(
        (summary) => {
          send({ phase: 'done', ...summary });
          progress.end();
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'product import failed');
          send({ phase: 'failed', message: 'The import failed and nothing was imported. Please try again.' });
          progress.end();
        },
      );
      return reply.type('application/x-ndjson; charset=utf-8').send(progress);
    });
  });
}
