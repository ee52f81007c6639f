import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** As @fastify/compress's threshold in src/server/app.ts: smaller gains nothing. */
const MIN_BYTES = 1024;

/**
 * Writes `content`'s brotli and gzip forms beside `file` (`.br`, `.gz`), at the highest levels:
 * made once by the build, so that no request or server start spends its time compressing. Brotli
 * told its input is text of this size picks its window for it.
 * @param {string} file
 * @param {Buffer | string} content
 */
export async function writeCompressedForms(file, content) {
  const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content) };
  await writeFile(`${file}.br`, await brotli(content, { params }));
  await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
}

/**
 * Writes each built asset's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`) at the highest
 * levels, which the server sends as they are (@fastify/static's `preCompressed`, in
 * src/server/pages/client-serving.ts). @fastify/compress compressed them on every request instead,
 * at brotli's level 4: about 30 ms of the server's CPU for the entry chunk each time, and 125 KB
 * where level 11 makes 107 KB.
 * @returns {import('vite').Plugin}
 */
export function compressedAssets() {
  let outDir = '';
  return {
    name: 'toolyard-compressed-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((output) => output.fileName.startsWith('assets/') && COMPRESSIBLE.test(output.fileName))
        .map((output) => ({ file: path.join(outDir, output.fileName), content: Buffer.from(output.type === 'chunk' ? output.code : output.source) }))
        .filter(({ content }) => content.length >= MIN_BYTES);
      // In parallel: zlib's work runs on libuv's thread pool.
      await Promise.all(files.map(({ file, content }) => writeCompressedForms(file, content)));
    },
  };
}
