import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { etagOf } from '../http-caching';
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES, type StoredAnswer } from './answer-store';

/** A zlib stream whose output is gathered; `end` resolves to all of it. */
function gathered(stream: Gzip | BrotliCompress) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(stream).then(() => Buffer.concat(chunks));
  return {
    write: (piece: Buffer) => void stream.write(piece),
    end: () => {
      stream.end();
      return done;
    },
  };
}

/**
 * Makes a stored answer piece by piece, for bodies built by the server rather than by a procedure
 * (the whole catalogue, the sitemap): each piece is hashed for the ETag, kept, and fed to gzip and
 * brotli streams, which compress in zlib's thread pool while the next piece is read. Only the
 * finished bytes are held, never the rows or one big string.
 *
 * @example
 * const answer = answerWriter('application/json'); answer.write('['); ...; return answer.end();
 */
export function answerWriter(contentType: string) {
  const hash = createHash('sha256');
  const pieces: Buffer[] = [];
  const gzip = gathered(createGzip());
  const br = gathered(createBrotliCompress(BROTLI_OPTIONS));
  return {
    write(text: string): void {
      const piece = Buffer.from(text);
      pieces.push(piece);
      hash.update(piece);
      gzip.write(piece);
      br.write(piece);
    },
    async end(): Promise<StoredAnswer> {
      const [gzipped, brotli] = await Promise.all([gzip.end(), br.end()]);
      const identity = Buffer.concat(pieces);
      const compress = identity.length >= COMPRESS_FROM_BYTES;
      return { etag: etagOf(hash), contentType, identity, gzip: compress ? gzipped : null, br: compress ? brotli : null };
    },
  };
}
