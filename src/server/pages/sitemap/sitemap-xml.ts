import { escapeHtml } from '../../features/1-platform/mail/templates/escape-html';
import type { SitemapEntry } from '../../features/2-catalogue/products/sitemap-entries';

/** HTML's escaping is XML's too (`&#39;` is a character reference in both). */
const escapeXml = escapeHtml;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` of a urlset, its location absolute on `origin`. */
export function urlElement(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>\n`;
}

/** A sitemap index pointing at `/sitemap-1.xml` to `/sitemap-{pages}.xml`. */
export function sitemapIndex(origin: string, pages: number): string {
  const sitemaps = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
