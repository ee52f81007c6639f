import { escapeHtml } from '../features/mail/templates/escape-html';

/** What a page's `<head>` says about it to search engines and link previews. */
export interface PageHead {
  /** The whole title; the client's convention is `{page} — Toolyard` (index.html: `Toolyard — ...`). */
  title?: string;
  description?: string;
  /** An absolute URL. */
  canonical: string;
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
  return `${(lastSpace > DESCRIPTION_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" ?\/?>/;

/**
 * The prerendered page `html` with its title and description replaced and a canonical link added,
 * every value escaped, so a product named `</title><script>` stays text.
 */
export function withHead(html: string, head: PageHead): string {
  let page = html;
  if (head.title !== undefined) page = page.replace(TITLE, () => `<title>${escapeHtml(head.title!)}</title>`);
  if (head.description !== undefined) page = page.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description!)}" />`);
  return page.replace('</head>', () => `  <link rel="canonical" href="${escapeHtml(head.canonical)}" />\n  </head>`);
}
