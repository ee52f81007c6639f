import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { etagOf } from '../plugins/http-caching';
import { COMPRESS_FROM_BYTES, type StoredAnswer } from './answer-store';

/**
 * Above this a built answer keeps only its compressed forms: at 100,000 products the catalogue is
 * 55 MB as JSON, 6 MB gzipped, 6 MB in brotli.
 */
const KEEP_PLAIN_UP_TO_BYTES = 4 * 1024 * 1024;
/** Larger output chunks than zlib's 16 KB: fewer pieces to gather for a body of megabytes. */
const CHUNK_BYTES = 128 * 1024;
/** At these sizes brotli's quality 4 costs about a third of quality 5 for about 9% more bytes (measured on the catalogue). */
const BROTLI_QUALITY = 4;

/** A zlib stream whose output is gathered; `end` resolves to all of it. */
function gathered(stream: Gzip | BrotliCompress) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(stream).then(() => Buffer.concat(chunks));
  return {
    write: (piece: Buffer) => void stream.write(piece),
    drained: async () => {
      if (stream.writableNeedDrain) await once(stream, 'drain');
    },
    end: () => {
      stream.end();
      return done;
    },
  };
}

/**
 * Makes a stored answer piece by piece, for bodies built by the server rather than by a procedure
 * (the whole catalogue, the sitemap): each piece is hashed for the ETag, kept (up to
 * `KEEP_PLAIN_UP_TO_BYTES`), and fed to gzip and brotli streams, which compress in zlib's thread
 * pool while the next piece is read. Only the finished bytes are held, never the rows or one big
 * string.
 *
 * @example
 * const answer = answerWriter('application/json'); answer.write('['); ...; return answer.end();
 */
export function answerWriter(contentType: string) {
  const hash = createHash('sha256');
  let pieces: Buffer[] | null = [];
  let size = 0;
  const gzip = gathered(createGzip({ chunkSize: CHUNK_BYTES }));
  const br = gathered(createBrotliCompress({ chunkSize: CHUNK_BYTES, params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  return {
    write(text: string): void {
      const piece = Buffer.from(text);
      size += piece.length;
      pieces?.push(piece);
      if (size > KEEP_PLAIN_UP_TO_BYTES) pieces = null;
      hash.update(piece);
      gzip.write(piece);
      br.write(piece);
    },
    /**
     * Resolves once both compressors have taken in what was written. A build that awaits it before
     * each write keeps one piece in flight while it reads the next, instead of queueing pieces as
     * fast as it reads them (brotli is the slower): they would outlive a young-generation GC each,
     * tens of megabytes that the process keeps after the build.
     */
    async drained(): Promise<void> {
      await Promise.all([gzip.drained(), br.drained()]);
    },
    async end(): Promise<StoredAnswer> {
      const [gzipped, brotli] = await Promise.all([gzip.end(), br.end()]);
      const compress = size >= COMPRESS_FROM_BYTES;
      const identity = pieces && Buffer.concat(pieces);
      return { etag: etagOf(hash), contentType, size, identity, gzip: compress ? gzipped : null, br: compress ? brotli : null };
    },
  };
}
