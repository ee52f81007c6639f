import { escapeHtml } from '../templates/escape-html';
import type { listMail } from '../outbox-repository';

/** How many messages the list shows, newest first. */
export const SHOWN = 200;

/**
 * The pages' head: a phone's width (the viewport meta), and a table that becomes one card per
 * message on a narrow screen, its long addresses wrapped, so the page never scrolls sideways.
 */
const HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Toolyard</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2a1f}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 10px;border-bottom:1px solid #d5dbcc;vertical-align:top;overflow-wrap:anywhere}
@media (max-width:40rem){body{margin:12px}thead{display:none}table,tbody,tr,td{display:block}tr{padding:8px 0;border-bottom:1px solid #d5dbcc}td{border:0;padding:2px 0}}</style>`;

/**
 * The list of messages. `owner` is the signed-in address on a demo site (only its mail is
 * listed), or null where the mailbox shows everyone's.
 */
export function mailListPage(rows: Awaited<ReturnType<typeof listMail>>, owner: string | null): string {
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const body = rows
    .map((row) => {
      const link = `/dev/mailbox/${row.id}`;
      const status = row.status === 'pending' && row.lastError ? `pending (${row.lastError})` : row.status;
      return (
        `<tr>${cell(row.createdAt.toISOString())}${cell(row.recipient)}${cell(row.subject)}${cell(row.attachment?.filename ?? '')}${cell(row.kind)}${cell(status)}` +
        `<td><a href="${link}/html">HTML</a> · <a href="${link}/text">text</a></td></tr>`
      );
    })
    .join('\n');
  const scope = owner
    ? `The e-mail the shop wrote to ${escapeHtml(owner)}, the account you are signed in as, newest first (at most ${SHOWN}). On this demo site nobody sees another account's mail.`
    : `Every e-mail the shop wrote, newest first (at most ${SHOWN}). Only outside production and demo mode.`;
  return `<!doctype html>
<html lang="en"><head>${HEAD}</head>
<body><h1>Dev mailbox</h1>
<p>${scope}</p>
${rows.length ? `<table><thead><tr><th>Written</th><th>To</th><th>Subject</th><th>Attachment</th><th>Kind</th><th>Status</th><th>Read</th></tr></thead><tbody>\n${body}\n</tbody></table>` : '<p>No e-mail yet.</p>'}
</body></html>
`;
}

/** What an anonymous visitor of a demo site's mailbox sees (with a 401). */
export function signInFirstPage(): string {
  return `<!doctype html>
<html lang="en"><head>${HEAD}</head>
<body><h1>Dev mailbox</h1>
<p>On this demo site the mailbox shows each visitor only the e-mail of the account they are signed in as.</p>
<p><a href="/signin">Sign in</a> (the About page lists the demo accounts), then open <a href="/dev/mailbox">/dev/mailbox</a> again.</p>
</body></html>
`;
}
