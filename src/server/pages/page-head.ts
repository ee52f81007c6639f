import { escapeHtml } from '../features/1-platform/mail/templates/escape-html';

/** What a page's `<head>` says about it to search engines and link previews. */
export interface PageHead {
  /** The whole title: `{page} · Toolyard` (src/shared/pages.ts). */
  title: string;
  description: string;
  /** An absolute URL. */
  canonical?: string;
  /** `<meta property>` tags for link previews (Open Graph): property -> content. */
  openGraph?: Record<string, string>;
  /** Structured data for search engines, written as `<script type="application/ld+json">` (a data block: never run, so the CSP holds). */
  jsonLd?: Record<string, unknown>;
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;

/**
 * `text` on one line, cut at a word boundary to at most 160 characters (an ellipsis marking a cut).
 *
 * @example metaDescription('Forged  steel.\nAsh shaft.') // 'Forged steel. Ash shaft.'
 */
export function metaDescription(text: string): string {
  const line = text.split(/\s+/).filter(Boolean).join(' ');
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${withoutTrailing(lastSpace > DESCRIPTION_CHARS / 2 ? cut.slice(0, lastSpace) : cut, ' ,.;:')}…`;
}

/** `text` without the characters of `chars` at its end (a loop: an anchored regex backtracks). */
function withoutTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" ?\/?>/;

/**
 * JSON inside `<script>`: every `<` written `\u003c`, so no value can close the element
 * (`</script>`) or open a comment; the JSON reads the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The prerendered page `html` with its title and description replaced, and a canonical link, Open
 * Graph tags and JSON-LD added when it has them, every value escaped, so a product named
 * `</title><script>` stays text.
 */
export function withHead(html: string, { title, description, canonical, openGraph, jsonLd }: PageHead): string {
  const page = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`).replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  const added = [
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...Object.entries(openGraph ?? {}).map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`),
    jsonLd ? `<script type="application/ld+json">${scriptJson(jsonLd)}</script>` : '',
  ].filter(Boolean);
  return added.length > 0 ? page.replace('</head>', () => `${added.map((tag) => `  ${tag}\n`).join('')}  </head>`) : page;
}
