import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallProcedure, RenderedPage } from '../../client/pages/server-render';
import type { Page } from '../../shared/pages';
import { credentialOf } from '../features/3-accounts/accounts/sessions/authenticate-request';
import { projectRoot } from '../project-root';
import type { AppServices, ContextUser } from '../services';
import { createCaller } from '../app-router/app-router';
import { contextFactory } from '../app-router/request-context';
import { procedureAt } from '../trpc/procedure-at';
import { matchPage } from './page-paths';
import { usedStyles } from './used-styles';

/** The server's renderer, the Vite SSR build of src/client/pages/server-render.tsx (src/client/pages/prerender-plugin.mjs). */
export const rendererFile = path.join(projectRoot, 'dist/render/server-render.mjs');

interface Renderer {
  routesWithData: string[];
  renderWithData(url: string, call: CallProcedure): Promise<RenderedPage | null>;
}

/**
 * The pages rendered per request with their data (docs/decisions/098); src/client/pages/page-data.ts
 * says what each fetches, and the renderer refuses a route it has no data for.
 */
const PAGES_WITH_DATA = new Set(['/products', '/products/$slug', '/signin', '/purchase/$id']);

/** Whether `page` is sent rendered with its data rather than as its prerendered HTML. */
export function rendersWithData(page: Page | null): page is Page {
  return page !== null && PAGES_WITH_DATA.has(page.path);
}

/** The page rendered with its data that a request no route answered asks for, if it is one (what the response cache keeps of pages). */
export function pageWithDataOf(request: FastifyRequest): Page | null {
  if (request.is404 !== true) return null;
  const page = matchPage(request.url.split('?', 1)[0] ?? '/')?.page ?? null;
  return rendersWithData(page) ? page : null;
}

/**
 * The response cache's key for the page a visitor without a session asks for, when it is one of a
 * bounded set, built once per catalogue version and always sent compressed: `/signin`,
 * `/products` and `/products?category={slug}` (the sitemap's forms) for a category that exists
 * (its canonical URL says so). Any other search (free text, prices, `?redirect=`) is rendered per
 * request, and kept by its parameters like any public read (response-cache/cache-key.ts).
 */
export function sharedPageKey(request: FastifyRequest, services: AppServices, page: Page, canonical: string | undefined): string | null {
  if (credentialOf(request, services.config)) return null;
  const [, search = ''] = request.url.split('?', 2);
  if (page.path === '/signin' && search === '') return 'page:/signin';
  // A product's page at its canonical URL (its head's, so only a slug that exists and is current).
  if (page.path === '/products/$slug') {
    const path = request.url.split('?', 1)[0]!;
    return search === '' && canonical === `${services.config.publicUrl}${path}` ? `page:${path}` : null;
  }
  if (page.path !== '/products') return null;
  if (search === '') return 'page:/products';
  const category = new URLSearchParams(search).get('category');
  const canonicalSearch = `category=${category}`;
  return search === canonicalSearch && canonical === `${services.config.publicUrl}/products?${canonicalSearch}` ? `page:/products?${canonicalSearch}` : null;
}

/** A page rendered for one request, and who it was rendered for (null: anyone, so it may be shared). */
export interface PageRender {
  html: string;
  user: ContextUser | null;
}

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>\n  </body>';

/** The preloads React writes before a render's markup when it renders no <head> of its own. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
const FIRST_SCRIPT = '<script type="module"';

/** The head's script (the start, src/client/start/start.ts) fetched at low priority. */
const lowPriority = (head: string) => head.replace(/<script type="module"/g, (tag) => `${tag} fetchpriority="low"`);

/** The stylesheet src/client/pages/prerender-plugin.mjs inlined: `<style data-href="{file}">{css}</style>`. */
const INLINED_STYLES = '<style data-href="';

/**
 * `head` with its inlined stylesheet cut to the rules `markup` uses (./used-styles.ts), and the
 * link that loads the whole stylesheet after the page, for what the markup does not show yet.
 */
function withUsedStyles(head: string, markup: string): { head: string; stylesheet: string } {
  const start = head.indexOf(INLINED_STYLES);
  const hrefEnd = head.indexOf('">', start);
  const end = head.indexOf('</style>', hrefEnd);
  if (start < 0 || hrefEnd < 0 || end < 0) throw new Error('page render: the prerendered page has no <style data-href> from src/client/pages/prerender-plugin.mjs');
  const href = head.slice(start + INLINED_STYLES.length, hrefEnd);
  const css = head.slice(hrefEnd + 2, end);
  return {
    head: `${head.slice(0, start)}<style>${usedStyles(css, markup)}</style>${head.slice(end + '</style>'.length)}`,
    stylesheet: `<link rel="stylesheet" href="${href}" fetchpriority="low">`,
  };
}

/**
 * `template` (a prerendered page) with `rendered`'s markup in #root, and its data block after it.
 * The preloads React writes for the page's images (one with `fetchPriority="high"`, the largest
 * paint, first) move into the head, before the script, so the image is the first thing the
 * browser fetches after the page. Its one script, the start, is fetched at low priority and
 * fetches the app only once the page is painted: this page paints from its HTML alone, and the
 * scripts only hydrate it, so they must not take the slow link's bandwidth from the page and its
 * image (docs/decisions/103, docs/decisions/159).
 */
function pageHtml(template: string, { markup, dataBlock }: RenderedPage): string {
  const start = template.indexOf(ROOT_START);
  const end = template.lastIndexOf(ROOT_END);
  const script = template.indexOf(FIRST_SCRIPT);
  if (start < 0 || end < start || script < 0 || script > start) throw new Error(`page render: the prerendered page has no ${FIRST_SCRIPT} in its head or no ${ROOT_START} before its </body>`);
  const preloads = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
  const { head, stylesheet } = withUsedStyles(`${template.slice(0, script)}${preloads}${preloads && '\n    '}${lowPriority(template.slice(script, start))}`, markup);
  return `${head}${ROOT_START}${markup.slice(preloads.length)}</div>\n    ${dataBlock}\n    ${stylesheet}\n  </body>${template.slice(end + ROOT_END.length)}`;
}

/** The procedure at `path` on `caller`, its answer as JSON would carry it (dates as strings), as the browser gets it. */
function callerOf(caller: ReturnType<typeof createCaller>): CallProcedure {
  return async (procedurePath, input) => {
    const answer = await procedureAt(caller, procedurePath)(input);
    return answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  };
}

/**
 * Renders pages with their data on the server. The renderer (and React with it) is loaded on the
 * first page asked for, not at start.
 */
export function pageRenderer(services: AppServices) {
  let renderer: Promise<Renderer> | null = null;
  const load = () => {
    if (!existsSync(rendererFile)) throw new Error(`The web client is not built (${rendererFile} is missing): run npm run build`);
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    return renderer;
  };
  const createContext = contextFactory(services);

  /**
   * `page` at the request's URL rendered into `template` with its data, or null when it is not
   * (a purchase page for a visitor not signed in, whom the client's guard sends to /signin; a
   * route that redirects or fails to load): the caller then sends the template as it is.
   */
  return async (request: FastifyRequest, reply: FastifyReply, page: Page, template: string): Promise<PageRender | null> => {
    const context = await createContext({ req: request, res: reply });
    if (page.audience !== 'everyone' && !context.user) return null;
    try {
      const rendered = await (await load()).renderWithData(request.url, callerOf(createCaller(context)));
      return rendered && { html: pageHtml(template, rendered), user: context.user };
    } catch (error) {
      request.log.error({ err: error }, 'page render failed: sending the prerendered page');
      return null;
    }
  };
}
