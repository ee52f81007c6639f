import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Toolyard API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
<style>
  body { margin: 0; }
  .shop-bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.75rem 1.25rem; background: #1f3d2b; color: #fff; font: 1rem/1.4 system-ui, sans-serif; }
  .shop-bar a { color: #fff; font-weight: 600; }
  .shop-bar a:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
</style>
</head>
<body>
<header class="shop-bar">
<a href="/">← Back to the Toolyard shop</a>
<span>API reference</span>
</header>
<main><div id="swagger-ui"></div></main>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * `/docs`: an API reference rendered from /api/openapi.json by Swagger UI's npm assets (offline),
 * under a bar of our own linking back to the shop (Swagger UI's bundle has no top bar).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: '/docs/assets/',
    decorateReply: false,
    allowedPath: (pathName) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(pathName),
  });
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(init));
}
