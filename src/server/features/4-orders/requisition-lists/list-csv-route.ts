import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { csvLine } from '../../../csv/csv-line';
import { AppError } from '../../../errors/app-error';
import { parsedOrInvalid } from '../../../errors/field-errors';
import type { AppServices } from '../../../services';
import { authenticateRequest } from '../../3-accounts/accounts/sessions/authenticate-request';
import { listForExport } from './lists-service';

const params = z.object({ id: idSchema });

/** A file name made of the list's name: letters, digits and dashes only, so no header can be forged by it. */
const fileNameOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'list'}.csv`;

/**
 * `GET /api/lists/{id}/lines.csv`: a requisition list as a CSV download (SKU, name, quantity), for
 * anyone who may view it. A plain route (the REST layer answers JSON only); cells go through
 * csvLine, so a name a spreadsheet would run as a formula is written as text. 401 anonymous;
 * 404 a list the caller may not see, as `GET /api/lists/{id}`.
 */
export function registerListCsvRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/api/lists/:id/lines.csv', async (request, reply) => {
    const { user, credential } = await authenticateRequest(services, request, reply);
    if (!user) throw new AppError('unauthorized', credential ? 'Your session has expired; please sign in again' : 'Please sign in');
    const { id } = parsedOrInvalid(params, request.params);
    const list = await listForExport(services.db, user.id, id);
    const body = [csvLine(['SKU', 'Name', 'Quantity']), ...list.lines.map((line) => csvLine([line.sku, line.name, line.quantity]))].join('');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameOf(list.name)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
