import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../project-root';

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

/**
 * Serves the Vite-built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other page path so the client router can show it (or its not-found page).
 */
export async function registerBuiltClient(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(clientBuildDir, 'index.html');
  const indexHtml = await fs.readFile(indexFile, 'utf8').catch(() => {
    throw new Error(`The web client is not built (${indexFile} is missing): run npm run build`);
  });

  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(clientBuildDir, 'assets') + path.sep);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return notFound(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}

/** Development: Vite in middleware mode, with hot reload, in the same process. */
export async function registerDevClient(app: FastifyInstance): Promise<void> {
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
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
