import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compressedAssets } from './scripts/compressed-assets-plugin.mjs';
import { prerenderPages } from './src/client/pages/prerender-plugin.mjs';

/** The page's one script and what it imports (docs/decisions/159). */
const startFolder = fileURLToPath(new URL('./src/client/start/', import.meta.url));
const startEntry = `${startFolder}start.ts`;

// The client lives in src/client and builds to dist/client, which the server serves. Its pages are
// prerendered into the HTML at the end of the build (src/client/pages/prerender-plugin.mjs, docs/decisions/072).
// `npm run build:report` builds in mode `report`, which adds the bundle report: every chunk's
// modules by gzipped size, in dist/report.html (outside dist/client, so it is never served).
export default defineConfig(({ mode }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    compressedAssets(),
    prerenderPages(),
    mode === 'report' && visualizer({ filename: fileURLToPath(new URL('./dist/report.html', import.meta.url)), template: 'treemap', gzipSize: true, title: 'Toolyard client bundle' }),
  ],
  // zod without eval, configured before any schema is made (src/client/lib/zod-without-eval.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/lib/zod-without-eval.ts', import.meta.url)) },
      // React 18+ has useSyncExternalStore itself: TanStack Store's selector needs no shim for older Reacts (docs/decisions/102).
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps in the shipped client: they would publish our source (`npm run dev` has them).
    sourcemap: false,
    // Every browser the shop supports preloads modules itself: no polyfill in the first download.
    modulePreload: { polyfill: false },
    // What the entry imports statically is one chunk: left to itself the bundler cuts it into a
    // score of small chunks shared with the lazy pages, each costing its own compression and
    // imports in the first download (docs/decisions/099). tRPC's packages do not say they are free
    // of side effects, so the bundler would keep their WebSocket and streaming links, which the app
    // never uses: they are (docs/decisions/102). The page's one script, src/client/start/, is an
    // entry of its own, kept out of that chunk: it fetches the app after the first paint
    // (docs/decisions/159).
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)), start: startEntry },
      treeshake: { moduleSideEffects: (id) => !/node_modules\/@trpc\//.test(id) },
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !id.startsWith(startFolder) }] } },
    },
    // One stylesheet for the whole client, which src/client/pages/prerender-plugin.mjs inlines into every page so
    // the first paint waits for no request (docs/decisions/072). Split per chunk, the lazy routes'
    // imports would re-add as <link>s the rules already inlined.
    cssCodeSplit: false,
  },
}));
