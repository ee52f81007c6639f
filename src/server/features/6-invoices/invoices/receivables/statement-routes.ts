import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../../services';
import { callerOf, sendPdf } from '../invoice-routes';
import { receivablesClock } from './receivables-clock';
import { renderStatementPdf } from './statement-pdf';
import { myStatement } from './statements-service';

/**
 * `GET /api/my-company/statement.pdf`: the caller's company's statement as a PDF download, for any
 * member (a plain route: the REST layer answers JSON only). 401 anonymous; 404 an account in no
 * company, as `GET /api/my-company/statement`. Private to the caller (the default cache policy).
 */
export function registerStatementRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/api/my-company/statement.pdf', async (request, reply) => {
    const caller = await callerOf(services, request, reply);
    const now = receivablesClock.now();
    const { companyName, statement } = await myStatement(services.db, caller.id, now);
    const content = await renderStatementPdf(services.config.seller, companyName, statement, now);
    return sendPdf(reply, { filename: `statement-${now.toISOString().slice(0, 10)}.pdf`, content });
  });
}
