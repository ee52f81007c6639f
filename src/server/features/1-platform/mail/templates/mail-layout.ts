import type { MailAttachmentRef } from '../../../../db/schema';
import type { OutgoingMail } from '../../../../services';
import { escapeHtml } from './escape-html';

export const SHOP_NAME = 'Toolyard';

/** What a template needs to know about the site: links are built from its public origin. */
export interface MailSite {
  publicUrl: string;
}

/** The parts of a message, all plain text: the layout escapes them once, so no template writes HTML. */
export interface MailParts {
  to: string;
  kind: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value rows (the order's facts). */
  details?: Array<[label: string, value: string]>;
  /** Someone else's words, shown as they wrote them, line breaks kept (a contact message). */
  quote?: string;
  action?: { label: string; url: string };
  /** The last word: why the reader got this, or what to do if it was not them. */
  footnote?: string;
  /** A list's unsubscribe link, shown last (every newsletter mail carries one). */
  unsubscribeUrl?: string;
  secret?: boolean;
  replyTo?: string;
  attachment?: MailAttachmentRef;
}

// The shop's tokens (src/client/styles/tokens.css), repeated because mail clients ignore CSS variables.
const colour = { page: '#f7f5ef', card: '#ffffff', text: '#1f2a1f', muted: '#4d5a4b', primary: '#2f5d3a', onPrimary: '#ffffff', border: '#d5dbcc' };
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** `${publicUrl}/path?name=value` with every path segment and value percent-encoded. */
export function siteLink(site: MailSite, segments: string[], query: Record<string, string> = {}): string {
  const path = segments.map(encodeURIComponent).join('/');
  const search = new URLSearchParams(query).toString();
  return `${site.publicUrl}/${path}${search ? `?${search}` : ''}`;
}

function renderText(site: MailSite, parts: MailParts): string {
  const lines = [parts.greeting, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.details?.length) lines.push(...parts.details.map(([label, value]) => `${label}: ${value}`), '');
  if (parts.quote) lines.push(parts.quote, '');
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  if (parts.footnote) lines.push(parts.footnote, '');
  if (parts.unsubscribeUrl) lines.push(`Unsubscribe: ${parts.unsubscribeUrl}`, '');
  lines.push(`${SHOP_NAME}`, site.publicUrl);
  return lines.join('\n') + '\n';
}

function renderHtml(site: MailSite, parts: MailParts): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const details = parts.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${parts.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:${colour.muted};border-bottom:1px solid ${colour.border}">${escapeHtml(label)}</td>` +
            `<td style="padding:6px 0;border-bottom:1px solid ${colour.border};font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = parts.quote
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colour.border};white-space:pre-wrap">${escapeHtml(parts.quote)}</blockquote>`
    : '';
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:${colour.primary};color:${colour.onPrimary};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;color:${colour.muted};font-size:13px">${escapeHtml(parts.action.url)}</p>`
    : '';
  const footnote = parts.footnote ? `<p style="margin:16px 0 0;color:${colour.muted};font-size:13px">${escapeHtml(parts.footnote)}</p>` : '';
  const unsubscribe = parts.unsubscribeUrl
    ? `<p style="margin:16px 0 0;color:${colour.muted};font-size:13px"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:${colour.primary}">Unsubscribe</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${colour.page};color:${colour.text};font-family:${font};font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:${colour.card};border:1px solid ${colour.border};border-radius:8px;overflow:hidden">`,
    `<div style="background:${colour.primary};color:${colour.onPrimary};padding:16px 24px;font-family:Georgia,serif;font-size:22px;font-weight:700">${SHOP_NAME}</div>`,
    `<div style="padding:24px">`,
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    details,
    quote,
    action,
    footnote,
    unsubscribe,
    '</div></div>',
    `<p style="text-align:center;color:${colour.muted};font-size:13px"><a href="${escapeHtml(site.publicUrl)}" style="color:${colour.primary}">${SHOP_NAME}</a></p>`,
    '</body></html>',
  ].join('\n');
}

/** One message in text and HTML from plain-text parts; the subject is kept to one line. */
export function renderMail(site: MailSite, parts: MailParts): OutgoingMail {
  return {
    to: parts.to,
    kind: parts.kind,
    subject: parts.subject.replace(/[\r\n]+/g, ' '),
    text: renderText(site, parts),
    html: renderHtml(site, parts),
    ...(parts.secret && { secret: true }),
    ...(parts.replyTo && { replyTo: parts.replyTo }),
    ...(parts.attachment && { attachment: parts.attachment }),
  };
}
