import type { FastifyInstance, FastifyReply } from 'fastify';
import { idSchema } from '../../../shared/schemas/ids';
import type { AppServices } from '../../trpc/context';
import { escapeHtml } from './escape-html';
import { devMailboxOpen } from './mail-mode';
import { findMail, listMail } from './outbox-repository';

const SHOWN = 200;

// The pages are ours, but a message's HTML is shown as a document of its own: no scripts, no requests out, no forms.
const MESSAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
const LIST_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

function listPage(rows: Awaited<ReturnType<typeof listMail>>): string {
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const body = rows
    .map((row) => {
      const link = `/dev/mailbox/${row.id}`;
      const status = row.status === 'pending' && row.lastError ? `pending (${row.lastError})` : row.status;
      return (
        `<tr>${cell(row.createdAt.toISOString())}${cell(row.recipient)}${cell(row.subject)}${cell(row.kind)}${cell(status)}` +
        `<td><a href="${link}/html">HTML</a> · <a href="${link}/text">text</a></td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Toolyard</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2a1f}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 10px;border-bottom:1px solid #d5dbcc;vertical-align:top}</style></head>
<body><h1>Dev mailbox</h1>
<p>Every e-mail the shop wrote, newest first (at most ${SHOWN}). Only outside production or in demo mode.</p>
${rows.length ? `<table><thead><tr><th>Written</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th><th>Read</th></tr></thead><tbody>\n${body}\n</tbody></table>` : '<p>No e-mail yet.</p>'}
</body></html>
`;
}

/**
 * `/dev/mailbox`: the outbox as a list, and each message as HTML and as text. Outside production
 * or in demo mode only; elsewhere every path answers 404, as if it did not exist.
 */
export function registerDevMailbox(app: FastifyInstance, { db, config }: AppServices): void {
  const open = devMailboxOpen(config);

  app.get('/dev/mailbox', async (_request, reply) => {
    if (!open) return notFound(reply);
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', LIST_CSP).send(listPage(await listMail(db, SHOWN)));
  });

  app.get<{ Params: { id: string; format: string } }>('/dev/mailbox/:id/:format', async (request, reply) => {
    const { id, format } = request.params;
    if (!open || !idSchema.safeParse(id).success || (format !== 'html' && format !== 'text')) return notFound(reply);
    const mail = await findMail(db, id);
    if (!mail) return notFound(reply);
    void reply.header('Content-Security-Policy', MESSAGE_CSP).header('X-Content-Type-Options', 'nosniff');
    if (format === 'text') return reply.type('text/plain; charset=utf-8').send(mail.textBody);
    return reply.type('text/html; charset=utf-8').send(mail.htmlBody);
  });

  // Any other path under the mailbox is the server's too: a 404, never the web client's page.
  app.get('/dev/mailbox/*', async (_request, reply) => notFound(reply));
}
