import type { FastifyRequest } from 'fastify';
import { BULK_TEXT_MAX } from '../../../../shared/schemas/cart';
import { csvText } from '../../../csv/csv-text';

/** The most bytes a bulk order's CSV file holds: BULK_TEXT_MAX characters, each up to two bytes as spreadsheets write them. */
export const BULK_CSV_BYTES = 2 * BULK_TEXT_MAX;

/**
 * `POST /api/cart/bulk`'s reading of a CSV file sent as it is (`text/csv`, as the products
 * import takes one): its text (csvText: UTF-8 unless its charset says windows-1252 or latin1,
 * another charset 415) as the procedure's `{text}`, so a file and a paste are one input. Bytes
 * that are not UTF-8 answer 400 naming their line. Registered as a content-type parser
 * of the operation's own route (src/server/rest/api.ts) with a limit of BULK_CSV_BYTES (413 past it).
 */
export function bulkCsvBody(request: FastifyRequest, body: Buffer): { text: string } {
  const decoded = csvText(body, request.headers['content-type']);
  if ('problem' in decoded) {
    // A plain 400 as the error handler answers it ({code, message}, as openapi.json documents errors).
    throw Object.assign(new Error(`Line ${decoded.problem.line}: ${decoded.problem.message}`), { statusCode: 400 });
  }
  return { text: decoded.text };
}
