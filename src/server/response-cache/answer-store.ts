import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createGunzip, gzip } from 'node:zlib';

/** A public read's answer as ready bytes: the body as sent, and compressed once for every client after. */
export interface StoredAnswer {
  etag: string;
  contentType: string;
  /** The body's length in bytes. */
  size: number;
  /**
   * The body as sent; null for a large built answer until a client accepting neither br nor gzip
   * asks for it (`plainBody`): most clients never do, and it is ten times the compressed size.
   */
  identity: Buffer | null;
  /** Null until compressed (off the main thread, after it was stored), or when too small to compress. */
  gzip: Buffer | null;
  br: Buffer | null;
}

/** Below this a compressed body saves nothing worth a header (the same threshold @fastify/compress uses in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;
/** Brotli's quality for answers made at run time: most of the gain of 11 at a small part of its cost. */
const BROTLI_QUALITY = 5;
/** The largest answer kept by request: a catalogue page of 100 products is about 60 KB. */
const MAX_BODY_BYTES = 512 * 1024;
/** What an entry costs besides its bytes (its Map slot, objects, key): counted so that tiny answers are bounded too. */
const ENTRY_OVERHEAD_BYTES = 512;

/** The memory an answer kept by request holds: every form of it (plain, gzip, brotli) and its key. */
function weigh(key: string, answer: StoredAnswer): number {
  return ENTRY_OVERHEAD_BYTES + key.length * 2 + (answer.identity?.length ?? 0) + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer ready to keep; its compressed forms follow from `compressAnswer`. */
export function prepareAnswer(body: string | Buffer, contentType: string, etag: string): StoredAnswer {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return { etag, contentType, size: identity.length, identity, gzip: null, br: null };
}

/**
 * Compresses a kept answer in zlib's thread pool and adds both forms to it at once: until then it
 * is served plain, so the main thread never compresses and no request waits for it. One answer at
 * a time, however many misses come at once (each compression's native memory is freed before the
 * next is allocated), and none for an answer `stillWanted` says was dropped meanwhile.
 */
export function compressAnswer(answer: StoredAnswer, stillWanted: () => boolean = () => true): Promise<void> {
  if (!answer.identity || answer.size < COMPRESS_FROM_BYTES) return Promise.resolve();
  const run = queue.then(() => (stillWanted() ? compressNow(answer) : undefined));
  queue = run.catch(() => undefined);
  return run;
}

/** The last compression queued: each starts when the one before has finished. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Brotli's window fitted to the body (at least 2^16 bytes, at most its default 2^22), with the
 * body's size as a hint: its encoder sizes its ring buffer and hash tables by the window, 4 MB of
 * ring at the default, where a body of 300 KB needs 512 KB.
 */
function brotliOptions(size: number) {
  const window = Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(size))));
  return { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

async function compressNow(answer: StoredAnswer): Promise<void> {
  const body = answer.identity!;
  const gzipped = await gzipAsync(body);
  const brotli = await brotliAsync(body, brotliOptions(answer.size));
  answer.gzip = gzipped;
  answer.br = brotli;
}

const inflating = new WeakMap<StoredAnswer, Promise<Buffer>>();

/** `bytes` in consecutive views of 64 KB (no copy): zlib inflates a written chunk whole. */
function* slices(bytes: Buffer): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += 64 * 1024) yield bytes.subarray(start, start + 64 * 1024);
}

/**
 * The answer's plain body, made once from its gzip form when it has none: inflated in zlib's
 * thread pool straight into one buffer of the known size, shared by every request asking meanwhile.
 */
export function plainBody(answer: StoredAnswer): Promise<Buffer> {
  if (answer.identity) return Promise.resolve(answer.identity);
  let plain = inflating.get(answer);
  if (!plain) {
    plain = (async () => {
      const body = Buffer.allocUnsafeSlow(answer.size);
      let at = 0;
      for await (const chunk of Readable.from(slices(answer.gzip!)).pipe(createGunzip())) at += (chunk as Buffer).copy(body, at);
      answer.identity = body;
      return body;
    })();
    inflating.set(answer, plain);
  }
  return plain;
}

/**
 * The answers by request key (cache-key.ts: built from the checked input, never the raw URL), at
 * most `maxBytes` of them counting every form each holds, the least recently used dropped first.
 * Every clear starts a new generation, and an answer is kept only if no clear happened since its
 * request began: a read that started before a write committed cannot put the old data back after
 * the write's invalidation.
 *
 * Beside them, answers the server builds itself, of any size (the whole catalogue, the sitemap):
 * by a key the server chooses, so their number is bounded by the code, and built once per
 * generation however many requests ask at once.
 */
export class AnswerStore {
  #entries = new Map<string, { answer: StoredAnswer; bytes: number }>();
  #bytes = 0;
  readonly #maxBytes: number;
  #built = new Map<string, StoredAnswer>();
  #building = new Map<string, { generation: number; answer: Promise<StoredAnswer> }>();
  #generation = 0;
  /** Bytes dropped (evicted or cleared) since `onDropped` was last called: called at each half budget. */
  #dropped = 0;
  readonly #onDropped: (bytes: number) => void;

  get generation(): number {
    return this.#generation;
  }

  /** `maxBytes`: the budget of the answers kept by request (config.responseCacheBytes). */
  constructor(maxBytes: number, onDropped: (bytes: number) => void = () => {}) {
    this.#maxBytes = maxBytes;
    this.#onDropped = onDropped;
  }

  get size(): number {
    return this.#entries.size + this.#built.size;
  }

  /** How many answers are kept by request. */
  get entries(): number {
    return this.#entries.size;
  }

  /** The bytes the answers kept by request hold, all their forms counted (never above the budget). */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Used again: the last to go.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer;
  }

  /** Keeps `answer` unless the store was cleared since `generation` was read, or it is too large; true when kept. */
  keep(key: string, answer: StoredAnswer, generation: number): boolean {
    const bytes = weigh(key, answer);
    if (generation !== this.#generation || answer.size > MAX_BODY_BYTES || bytes > this.#maxBytes) return false;
    this.#drop(key);
    this.#entries.set(key, { answer, bytes });
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** Whether `answer` is still kept under `key` (not dropped, replaced or cleared). */
  holds(key: string, answer: StoredAnswer): boolean {
    return this.#entries.get(key)?.answer === answer;
  }

  /** Counts what `answer` holds now (its compressed forms, added after it was kept), if it is still kept under `key`. */
  reweigh(key: string, answer: StoredAnswer): void {
    const entry = this.#entries.get(key);
    if (entry?.answer !== answer) return;
    const bytes = weigh(key, answer);
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.#evict();
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    this.#droppedBytes(entry.bytes);
  }

  #droppedBytes(bytes: number): void {
    this.#dropped += bytes;
    if (this.#dropped < this.#maxBytes / 2) return;
    this.#onDropped(this.#dropped);
    this.#dropped = 0;
  }

  /** Drops the least recently used answers until the rest fit the budget. */
  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#drop(key);
    }
  }

  /**
   * The built answer under `key` for the current generation: kept, being built (every caller of
   * this generation shares that one build), or built now by `build`. A build that a clear overtook
   * still answers the requests that joined it before the clear, and is not kept.
   */
  built(key: string, build: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
    const kept = this.#built.get(key);
    if (kept) return Promise.resolve(kept);
    const generation = this.#generation;
    const running = this.#building.get(key);
    if (running?.generation === generation) return running.answer;
    const answer = build().then((ready) => {
      if (generation === this.#generation) this.#built.set(key, ready);
      return ready;
    });
    const entry = { generation, answer };
    this.#building.set(key, entry);
    const done = () => {
      if (this.#building.get(key) === entry) this.#building.delete(key);
    };
    answer.then(done, done);
    return answer;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#droppedBytes(this.#bytes);
    this.#bytes = 0;
    this.#built.clear();
  }
}
