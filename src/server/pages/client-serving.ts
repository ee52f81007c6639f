import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../project-root';
import type { AppServices } from '../services';
import { preferredEncoding } from '../plugins/accepted-encoding';
import type { Page } from '../../shared/pages';
import { PUBLIC_READ } from '../plugins/http-caching';
import { withHead, type PageHead } from './page-head';
import { pageAnswerOf } from './page-heads';
import { pageRenderer, rendersWithData, sharedPageKey, type PageRender } from './page-render';
import { answerWriter } from '../response-cache/answer-writer';
import type { ResponseCache } from '../response-cache/response-cache';

const compressors = {
  br: (html: Buffer) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: Buffer) => promisify(gzip)(html),
};

export const clientSourceDir = path.join(projectRoot, 'src/client');
export const clientBuildDir = path.join(projectRoot, 'dist/client');

/** Paths that belong to the server: an unknown one is a JSON 404, never the web page. */
const serverPaths = /^\/(api|trpc|auth|uploads|assets|webhooks|docs)(\/|$)/;

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
}

/**
 * Pages are revalidated on every visit; a signed-in page's answer (and a redirect away from one)
 * depends on the visitor's session, so no shared cache keeps it.
 */
function cacheControlOf(page: Page | null): string {
  return page && page.audience !== 'everyone' ? 'private, no-cache' : 'no-cache';
}

/**
 * A redirect: 302 for one that depends on the session (never stored); 301 for a product's old slug,
 * revalidated on every visit (`no-cache`: a product renamed back makes the old slug its page again).
 */
function redirect(reply: FastifyReply, location: string, permanent = false) {
  if (permanent) return reply.code(301).header('Cache-Control', 'no-cache').header('Location', location).send();
  return reply.code(302).header('Cache-Control', 'private, no-store').header('Location', location).send();
}

function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !serverPaths.test(pathname);
}

/** A prerendered page (src/client/pages/prerender-plugin.mjs): its route pattern, file, and the head it was built with. */
interface PageEntry {
  path: string;
  file: string;
  title: string;
  description: string;
}

/**
 * A page's HTML and its brotli and gzip forms, compressed by the build: the not-found handler that
 * sends it is no route, so @fastify/compress never sees it, and the prerendered pages (with their
 * inlined stylesheet) are about 60 KB, 15 KB compressed.
 */
interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type PrerenderedPage = PageEntry & { bodies: PageBodies };

async function readPage(file: string): Promise<PageBodies> {
  const [identity, br, gzip] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.br`), fs.readFile(`${file}.gz`)]);
  return { identity, br, gzip };
}

/**
 * The prerendered HTML to send for a page (null: an unknown path): the route's own page when it
 * has one, the not-found page (`404`) for an unknown path, else the layout alone (the manifest's
 * `*`), which the client router fills in.
 */
async function loadPages(): Promise<(page: Page | null) => PrerenderedPage> {
  const pagesDir = path.join(clientBuildDir, 'pages');
  const manifestFile = path.join(pagesDir, 'manifest.json');
  const manifest = await fs.readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(`The web client is not built (${manifestFile} is missing): run npm run build`);
  });
  const entries = JSON.parse(manifest) as PageEntry[];
  const pages = new Map(await Promise.all(entries.map(async (entry) => [entry.path, { ...entry, bodies: await readPage(path.join(pagesDir, entry.file)) }] as const)));
  const prerendered = (pattern: string) => pages.get(pattern) ?? pages.get('*')!;
  return (page) => prerendered(page ? page.path : '404');
}

/** Whether the prerendered page already carries `head`, so its precompressed bytes can go as they are. */
function carries(page: PageEntry, head: PageHead): boolean {
  return page.title === head.title && page.description === head.description && !head.canonical;
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, everything else revalidated, and
 * for any other page path its prerendered HTML, which the client router then takes over (or shows
 * its not-found page in).
 */
export async function registerBuiltClient(app: FastifyInstance, services: AppServices, responseCache: ResponseCache): Promise<void> {
  const pageFor = await loadPages();
  const renderPage = pageRenderer(services);

  /**
   * A page rendered with its data (docs/decisions/098) outside the bounded set the response cache
   * builds (page-render.ts's sharedPageKey). Rendered for anyone, it is the same for every
   * visitor: a public read (http-caching.ts gives it its ETag and a 304; the response cache keeps
   * it by its parameters (response-cache/cache-key.ts) until the catalogue changes, and sends it compressed from then on). Rendered for a
   * signed-in visitor, it names them: private, never stored, compressed per request.
   */
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, { html, user }: PageRender, head: PageHead) => {
    const body = withHead(html, head);
    void reply.code(200).header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    if (!user) return reply.header('Cache-Control', PUBLIC_READ).send(body);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.header('Cache-Control', 'private, no-cache');
    if (!encoding) return reply.send(body);
    return reply.header('Content-Encoding', encoding).send(await compressors[encoding](Buffer.from(body)));
  };

  // The hashed assets (most of the build's files) behind one wildcard route: a GET and a HEAD
  // route per file was a fifth of building the app at start. A missing one falls through to the
  // not-found handler: /assets is a server path, so a JSON 404.
  await app.register(fastifyStatic, {
    root: path.join(clientBuildDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    // Their brotli and gzip forms, made by the build (scripts/compressed-assets-plugin.mjs).
    preCompressed: true,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  // The few other files (favicon, robots.txt, images) by name, so that a page path reaches the
  // not-found handler below without a look on disk first. The prerendered pages are sent for their
  // routes only, with the page headers below.
  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    index: false,
    decorateReply: false,
    globIgnore: ['assets/**', 'pages/**'],
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=3600'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    const answer = await pageAnswerOf(services, request, reply);
    if ('redirect' in answer) return redirect(reply, answer.redirect, answer.permanent);
    const prerendered = pageFor(answer.page);
    if (answer.status === 200 && rendersWithData(answer.page)) {
      const page = answer.page;
      const template = prerendered.bodies.identity.toString();
      const key = sharedPageKey(request, services, page, answer.head.canonical);
      if (key) {
        const build = async () => {
          const rendered = await renderPage(request, reply, page, template);
          if (!rendered) throw new Error(`page render: ${request.url} did not render`);
          const writer = answerWriter('text/html; charset=utf-8');
          writer.write(withHead(rendered.html, answer.head));
          return writer.end();
        };
        // sendBuilt resolves with nothing once the answer has gone (an awaited reply is no value):
        // return the reply then, and fall back to the prerendered page only when nothing was sent.
        try {
          await responseCache.sendBuilt(request, reply, key, build);
          return reply;
        } catch (error) {
          if (reply.sent) throw error;
          request.log.error({ err: error }, 'page render failed: sending the prerendered page');
        }
      } else {
        const rendered = await renderPage(request, reply, page, template);
        if (rendered) return sendRendered(request, reply, rendered, answer.head);
      }
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.code(answer.status).header('Cache-Control', cacheControlOf(answer.page)).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) void reply.header('Content-Encoding', encoding);
    const { bodies } = prerendered;
    if (carries(prerendered, answer.head)) return reply.send(encoding ? bodies[encoding] : bodies.identity);
    // A page with a head of its own: compressed per request, in zlib's thread pool (about 60 KB).
    const html = Buffer.from(withHead(bodies.identity.toString(), answer.head));
    return reply.send(encoding ? await compressors[encoding](html) : html);
  });
}

/** Development: Vite in middleware mode, with hot reload, in the same process. */
export async function registerDevClient(app: FastifyInstance, services: AppServices): Promise<void> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((req, res, next) => (serverPaths.test(req.url ?? '') && !req.url?.startsWith('/assets') ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', () => vite.close());

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    const answer = await pageAnswerOf(services, request, reply);
    if ('redirect' in answer) return redirect(reply, answer.redirect, answer.permanent);
    const template = await fs.readFile(path.join(clientSourceDir, 'index.html'), 'utf8');
    const html = await vite.transformIndexHtml(request.url, template);
    return reply.code(answer.status).header('Cache-Control', cacheControlOf(answer.page)).type('text/html; charset=utf-8').send(withHead(html, answer.head));
  });
}
