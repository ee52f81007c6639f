import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A public read's answer as ready bytes: the body as sent, and compressed once for every client after. */
export interface StoredAnswer {
  etag: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** Below this a compressed body saves nothing worth a header (the same threshold @fastify/compress uses in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/** Bounds memory against a visitor inventing query strings: the catalogue's reads are a few dozen URLs. */
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 512 * 1024;

export function prepareAnswer(body: string | Buffer, contentType: string, etag: string): StoredAnswer {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const compress = identity.length >= COMPRESS_FROM_BYTES;
  return {
    etag,
    contentType,
    identity,
    gzip: compress ? gzipSync(identity) : null,
    br: compress ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : null,
  };
}

/**
 * The answers by request URL. Every clear starts a new generation, and an answer is kept only if
 * no clear happened since its request began: a read that started before a write committed cannot
 * put the old data back after the write's invalidation.
 */
export class AnswerStore {
  #entries = new Map<string, StoredAnswer>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): StoredAnswer | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `answer` unless the store was cleared since `generation` was read. */
  keep(key: string, answer: StoredAnswer, generation: number): void {
    if (generation !== this.#generation || answer.identity.length > MAX_BODY_BYTES) return;
    if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(key)) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, answer);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
