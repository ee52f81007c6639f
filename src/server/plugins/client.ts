import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../project-root';
import type { AppServices } from '../services';
import { preferredEncoding } from './accepted-encoding';
import { withHead } from './page-head';
import { pageAnswerOf } from './page-heads';

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

function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !serverPaths.test(pathname);
}

/** A prerendered page (scripts/prerender.mjs): a route pattern, `$name` matching one path segment, `*` any path. */
interface PageEntry {
  path: string;
  file: string;
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


async function readPage(file: string): Promise<PageBodies> {
  const [identity, br, gzip] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.br`), fs.readFile(`${file}.gz`)]);
  return { identity, br, gzip };
}

/**
 * Whether `pathname` is a path of the route `pattern`, where `$name` stands for one segment.
 *
 * @example matchesRoute('/purchase/$id', '/purchase/42') // true
 * @example matchesRoute('/purchase/$id', '/purchase/42/x') // false
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const wanted = pattern.split('/');
  const given = pathname.replace(/(.)\/$/, '$1').split('/');
  return wanted.length === given.length && wanted.every((segment, i) => (segment.startsWith('$') ? given[i] !== '' : segment === given[i]));
}

/**
 * The HTML to send for each page path: the route's prerendered page when it has one, else the
 * prerendered layout alone (the manifest's last page, `*`), which the client router fills in.
 */
async function loadPages(): Promise<(pathname: string) => PageBodies> {
  const pagesDir = path.join(clientBuildDir, 'pages');
  const manifestFile = path.join(pagesDir, 'manifest.json');
  const manifest = await fs.readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(`The web client is not built (${manifestFile} is missing): run npm run build`);
  });
  const pages = await Promise.all((JSON.parse(manifest) as PageEntry[]).map(async (page) => ({ pattern: page.path, bodies: await readPage(path.join(pagesDir, page.file)) })));
  // The last page's pattern, `*`, matches any path.
  return (pathname) => pages.find((page) => matchesRoute(page.pattern, pathname))!.bodies;
}

/**
 * Serves the Vite-built client: hashed assets cached for a year, everything else revalidated, and
 * for any other page path its prerendered HTML, which the client router then takes over (or shows
 * its not-found page in).
 */
export async function registerBuiltClient(app: FastifyInstance, { db, config }: AppServices): Promise<void> {
  const pageFor = await loadPages();

  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    index: false,
    // The prerendered pages are sent for their routes only, with the page headers below.
    allowedPath: (pathName) => !pathName.startsWith('/pages/'),
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(clientBuildDir, 'assets') + path.sep);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    const bodies = pageFor(request.url.split('?')[0] ?? '/');
    const { status, head } = await pageAnswerOf(db, config.publicUrl, request.url);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) void reply.header('Content-Encoding', encoding);
    if (!head) return reply.send(encoding ? bodies[encoding] : bodies.identity);
    // A page with its own head: compressed per request, in zlib's thread pool (about 60 KB).
    const html = Buffer.from(withHead(bodies.identity.toString(), head));
    return reply.send(encoding ? await compressors[encoding](html) : html);
  });
}

/** Development: Vite in middleware mode, with hot reload, in the same process. */
export async function registerDevClient(app: FastifyInstance, { db, config }: AppServices): Promise<void> {
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
    const template = await fs.readFile(path.join(clientSourceDir, 'index.html'), 'utf8');
    const html = await vite.transformIndexHtml(request.url, template);
    const { status, head } = await pageAnswerOf(db, config.publicUrl, request.url);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(head ? withHead(html, head) : html);
  });
}
