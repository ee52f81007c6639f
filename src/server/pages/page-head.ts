import { escapeHtml } from '../features/1-platform/mail/templates/escape-html';

/** What a page's `<head>` says about it to search engines and link previews. */
export interface PageHead {
  /** The whole title: `{page} · Toolyard` (src/shared/pages.ts). */
  title: string;
  description: string;
  /** An absolute URL. */
  canonical?: string;
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
 * The prerendered page `html` with its title and description replaced and a canonical link added
 * when it has one, every value escaped, so a product named `</title><script>` stays text.
 */
export function withHead(html: string, { title, description, canonical }: PageHead): string {
  const page = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`).replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  return canonical ? page.replace('</head>', () => `  <link rel="canonical" href="${escapeHtml(canonical)}" />\n  </head>`) : page;
}
