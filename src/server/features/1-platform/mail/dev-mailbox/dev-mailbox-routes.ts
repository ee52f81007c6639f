import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema } from '../../../../../shared/schemas/ids';
import type { AppServices } from '../../../../services';
import { mailListPage, SHOWN, signInFirstPage } from './dev-mailbox-pages';
import { devMailboxReaders } from '../delivery/mail-mode';
import { findMail, listMail } from '../outbox-repository';

/**
 * The e-mail of the account the request is signed in as, or null. Handed in by app.ts (from
 * accounts' sessions): mail is platform and imports no feature above it (docs/architecture.md#layers).
 */
export type SignedInEmail = (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;

// The pages are ours, but a message's HTML is shown as a document of its own: no scripts, no requests out, no forms.
const MESSAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
const LIST_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

function page(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('Content-Security-Policy', LIST_CSP).send(html);
}

/**
 * `/dev/mailbox`: the outbox as a list, and each message as HTML and as text. Outside production
 * or in demo mode only; elsewhere every path answers 404, as if it did not exist. On a demo site a
 * visitor reads only the mail addressed to the account they are signed in as: anonymous visitors
 * get a 401 page asking them to sign in, and another account's message is a 404, as if unknown.
 */
export function registerDevMailbox(app: FastifyInstance, services: AppServices, signedInEmail: SignedInEmail): void {
  const { db, config } = services;
  const readers = devMailboxReaders(config);

  /** Whose mail this request may read: `undefined` everyone's, a string one address's, null nobody's yet. */
  const recipientFor = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null | undefined> => {
    if (readers === 'everyone') return undefined;
    return signedInEmail(request, reply);
  };

  app.get('/dev/mailbox', async (request, reply) => {
    if (readers === 'nobody') return notFound(reply);
    const recipient = await recipientFor(request, reply);
    if (recipient === null) return page(reply, signInFirstPage(), 401);
    return page(reply, mailListPage(await listMail(db, SHOWN, recipient), recipient ?? null));
  });

  app.get<{ Params: { id: string; format: string } }>('/dev/mailbox/:id/:format', async (request, reply) => {
    const { id, format } = request.params;
    if (readers === 'nobody' || !idSchema.safeParse(id).success || (format !== 'html' && format !== 'text')) return notFound(reply);
    const recipient = await recipientFor(request, reply);
    if (recipient === null) return page(reply, signInFirstPage(), 401);
    const mail = await findMail(db, id, recipient);
    if (!mail) return notFound(reply);
    void reply.header('Content-Security-Policy', MESSAGE_CSP).header('X-Content-Type-Options', 'nosniff');
    if (format === 'text') return reply.type('text/plain; charset=utf-8').send(mail.textBody);
    return reply.type('text/html; charset=utf-8').send(mail.htmlBody);
  });

  // Any other path under the mailbox is the server's too: a 404, never the web client's page.
  app.get('/dev/mailbox/*', async (_request, reply) => notFound(reply));
}
