/**
 * Compiles the server (and its migrations) into plain JavaScript under dist/server, one bundled
 * file per entry point, so production starts with plain `node`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverEntries } from './build-state.mjs';

/**
 * Pure ES-module packages made of hundreds of small files: loading them file by file was half of
 * the start-up time, so they go into the bundle. Every other package stays an import, because
 * native addons and packages that find their own files on disk (Postgres binaries, Swagger UI)
 * must load from node_modules. The bundled ones are development dependencies: the image needs
 * only the bundle.
 */
const bundled = new Set(['kysely', 'zod', '@trpc/server', 'trpc-to-openapi', 'zod-openapi', 'arctic', '@oslojs/crypto', '@oslojs/encoding']);

/**
 * esbuild's options for the server. Every package left as an import must be in `dependencies`,
 * which is all the production image installs (`npm ci --omit=dev`), except the development
 * ones the server imports lazily (test/server/platform/deploy-files.test.ts holds it to that).
 * @param {string} root the project folder
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBuildOptions(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
  const external = packages.filter((name) => !bundled.has(name)).flatMap((name) => [name, `${name}/*`]);
  return {
    absWorkingDir: root,
    entryPoints: Object.entries(serverEntries).map(([out, entry]) => ({ in: entry, out })),
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    external,
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
