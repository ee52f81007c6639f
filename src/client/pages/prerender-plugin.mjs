/**
 * A Vite plugin that prerenders the client's pages at the end of `vite build`
 * (docs/decisions/072): it builds src/client/pages/prerender.tsx for Node, renders each of its pages
 * into the built index.html, and gives it one script: src/client/start/start.ts, whose tag names
 * the app's entry and the modules of the page's lazy route, which it fetches together once the
 * browser has painted the page (docs/decisions/159). Part of `vite build` itself, so `npm run build`
 * and `npm start`'s rebuild make the same files. Plain JavaScript: vite.config.ts loads it
 * before anything is compiled (and scripts/build-state.mjs counts it, with all of src/client, as
 * an input of the client build).
 *
 * The same Vite SSR build makes the server's renderer, src/client/pages/server-render.tsx
 * (docs/decisions/098), into dist/render/server-render.mjs, with every package bundled in: the
 * production image installs no client package. The server loads it on the first page it renders
 * with data.
 *
 * Writes dist/client/pages/<file>.html (each with its .br and .gz, its title and description) and
 * pages/manifest.json (route pattern -> file, title and description; the not-found page as `404`,
 * the layout alone last, as `*` for every other path), then dist/client/index.html
 * last of all: the same layout, which scripts/build-state.mjs checks for a finished client build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { writeCompressedForms } from '../../../scripts/compressed-assets-plugin.mjs';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The attribute on #root of a prerendered page the browser hydrates rather than replaces. */
const HYDRATE_ATTRIBUTE = 'data-hydrate';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" ?\/?>/;

/** `text` safe inside an HTML attribute or element. */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The template with the page's own title and meta description (src/shared/pages.ts). */
function withPageHead(template, page) {
  if (!TITLE.test(template) || !DESCRIPTION.test(template)) throw new Error('prerender: index.html lost its <title> or meta description');
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

/**
 * The modules a chunk needs, itself first, following static imports.
 * @param {import('rollup').OutputBundle} bundle
 * @param {string} fileName
 */
function chunkClosure(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((imported) => chunkClosure(bundle, imported, seen))];
}

/** The files of a lazy route's chunk and its imports, minus those the template already names (the app's entry). */
function routeModules(bundle, clientRoot, routeModule, template) {
  const moduleId = path.join(clientRoot, routeModule);
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === moduleId);
  if (!chunk) throw new Error(`prerender: no chunk for ${routeModule}; is it still lazily loaded?`);
  return [...new Set(chunkClosure(bundle, chunk.fileName))].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
}

const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The template's script (the app's entry, as Vite wrote it) replaced by the start script, its tag
 * naming the entry and `modules` for src/client/start/start.ts to fetch after the first paint. A
 * module script of our own, not an inline one: the Content-Security-Policy forbids those.
 */
function withStartScript(template, startFile, modules) {
  if (!APP_SCRIPT.test(template)) throw new Error('prerender: index.html has no <script type="module" crossorigin src="/assets/…js"> of the app');
  const names = modules.length > 0 ? ` data-modules="${modules.join(' ')}"` : '';
  return template.replace(APP_SCRIPT, (_tag, app) => `<script type="module" crossorigin src="/${startFile}" data-app="${app}"${names}></script>`);
}

/** The file of src/client/start/start.ts's chunk, an input of the build (vite.config.ts). */
function startFileOf(bundle) {
  const start = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(`${path.sep}start${path.sep}start.ts`));
  if (!start) throw new Error('prerender: no chunk for start/start.ts: is it still an input of the build (vite.config.ts)?');
  return start.fileName;
}

/**
 * The page with its stylesheet links replaced by the stylesheets themselves (about 10 KB
 * compressed): the prerendered content then paints as soon as the HTML has arrived, instead of a
 * round trip later.
 */
async function inlineStylesheets(html, outDir) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  let inlined = html;
  for (const [tag, file] of links) {
    const css = (await readFile(path.join(outDir, file), 'utf8')).replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '');
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} contains "</style", which would end the inline stylesheet`);
    // The file it came from: a page rendered with its data inlines only the rules it uses and
    // links the whole stylesheet after its content (src/server/pages/page-render.ts).
    inlined = inlined.replace(tag, () => `<style data-href="/${file}">${css}</style>`);
  }
  return inlined;
}

/**
 * Forms in the prerendered markup are inert until the scripts take over: React replaces that
 * markup with its own, so anything typed into it before would be lost. (The live forms, rendered
 * by React in the browser, carry no such attribute.) A page the browser hydrates keeps its markup:
 * its forms render `inert` themselves until hydrated (src/client/lib/hydration-safe.ts).
 */
function inertForms(markup) {
  return markup.replaceAll('<form ', '<form inert="" ').replaceAll('<form>', '<form inert="">');
}

/** Writes a page with its brotli and gzip forms beside it, which the server sends as they are. */
async function writePage(file, html) {
  await writeFile(file, html);
  await writeCompressedForms(file, html);
}

/** @returns {import('vite').Plugin} */
export function prerenderPages() {
  /** @type {import('rollup').OutputBundle} */
  let clientBundle = {};
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'toolyard-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      clientBundle = bundle;
    },
    async closeBundle() {
      const clientRoot = config.root;
      const outDir = path.resolve(clientRoot, config.build.outDir);
      const ssrOutDir = path.join(outDir, '..', 'render');
      const indexFile = path.join(outDir, 'index.html');
      try {
        await prerender();
      } catch (error) {
        // Vite has written index.html already: without it the build reads as unfinished, so the
        // next `npm start` builds again instead of serving a client with no pages.
        await rm(indexFile, { force: true });
        throw error;
      } finally {
        // The build's own entry: the server needs only server-render.mjs and the chunks it imports.
        await rm(path.join(ssrOutDir, 'prerender.mjs'), { force: true });
      }

      async function prerender() {
        await build({
          configFile: false,
          root: clientRoot,
          logLevel: 'warn',
          plugins: [react()],
          publicDir: false,
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir: ssrOutDir,
            emptyOutDir: true,
            rollupOptions: { input: { prerender: 'pages/prerender.tsx', 'server-render': 'pages/server-render.tsx' }, output: { entryFileNames: '[name].mjs' } },
          },
        });
        const { pages, fallbackPage, renderPage } = await import(pathToFileURL(path.join(ssrOutDir, 'prerender.mjs')).href);
        const template = await inlineStylesheets(await readFile(indexFile, 'utf8'), outDir);
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${indexFile} has no ${ROOT_ELEMENT}`);
        const startFile = startFileOf(clientBundle);
        const pageHtml = async (page) => {
          const modules = page.routeModule ? routeModules(clientBundle, clientRoot, page.routeModule, template) : [];
          const rendered = await renderPage(page);
          const markup = page.hydrates ? rendered : inertForms(rendered);
          let html = withStartScript(withPageHead(template, page), startFile, modules);
          if (page.largestImage) {
            html = html.replace('<script type="module"', () => `<link rel="preload" as="image" fetchpriority="high" href="${page.largestImage}">\n    <script type="module"`);
          }
          // A page the browser hydrates says so on #root (src/client/main.tsx, docs/decisions/101).
          return html.replace(ROOT_ELEMENT, () => `<div id="root"${page.hydrates ? ` ${HYDRATE_ATTRIBUTE}=""` : ''}>${markup}</div>`);
        };
        await mkdir(path.join(outDir, 'pages'), { recursive: true });
        const all = [...pages, fallbackPage];
        for (const page of all) await writePage(path.join(outDir, 'pages', page.file), await pageHtml(page));
        await writeFile(path.join(outDir, 'pages', 'manifest.json'), `${JSON.stringify(all.map(({ path: pattern, file, title, description }) => ({ path: pattern, file, title, description })), null, 2)}\n`);
        await writeFile(indexFile, await pageHtml(fallbackPage));
      }
    },
  };
}
