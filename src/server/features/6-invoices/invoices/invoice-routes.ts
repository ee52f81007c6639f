import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/ids';
import { AppError } from '../../../errors/app-error';
import { parsedOrInvalid } from '../../../errors/field-errors';
import type { AppServices, ContextUser } from '../../../services';
import { authenticateRequest } from '../../3-accounts/accounts/sessions/authenticate-request';
import { creditNoteFile, invoiceFile, type PdfFile } from './invoice-files-service';

const orderParams = z.object({ id: idSchema });
/** `CN-000007.pdf`, as creditNoteNumberText writes the number (at most nine digits: an integer column). */
const CREDIT_NOTE_FILE = /^CN-(\d{6,9})\.pdf$/;

/** The signed-in caller, or 401 as the procedures answer it. */
export async function callerOf(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<ContextUser> {
  const { user, credential } = await authenticateRequest(services, request, reply);
  if (user) return user;
  throw new AppError('unauthorized', credential ? 'Your session has expired; please sign in again' : 'Please sign in');
}

/** A PDF as a download under its document number; private to the caller (the default cache policy: private, no-store). */
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.filename}"`).header('x-content-type-options', 'nosniff').send(file.content);

/**
 * The invoice and credit notes of an order as PDF downloads, for its owner or an admin: plain
 * routes, because the REST layer answers JSON only. 401 anonymous; 404 for anyone else, an unknown
 * order, an order not paid yet and a credit note the order does not have; 400 a malformed id.
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: AppServices): void {
  app.get('/api/orders/:id/invoice.pdf', async (request, reply) => {
    const caller = await callerOf(services, request, reply);
    const { id } = parsedOrInvalid(orderParams, request.params);
    return sendPdf(reply, await invoiceFile(services, caller, id));
  });

  app.get<{ Params: { file: string } }>('/api/orders/:id/credit-notes/:file', async (request, reply) => {
    const caller = await callerOf(services, request, reply);
    const { id } = parsedOrInvalid(orderParams, request.params);
    // Any other file name is a document that does not exist.
    const number = CREDIT_NOTE_FILE.exec(request.params.file)?.[1];
    if (!number) throw new AppError('not-found', 'No such credit note');
    return sendPdf(reply, await creditNoteFile(services, caller, id, Number(number)));
  });
}
