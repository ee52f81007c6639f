import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateRequest, credentialOf } from '../features/3-accounts/accounts/sessions/authenticate-request';
import { sessionCookieName } from '../features/3-accounts/accounts/sessions/session-cookie';
import type { Page } from '../../shared/pages';
import type { AppServices } from '../services';
import { PRIVATE, PUBLIC_READ } from '../plugins/http-caching';
import { contractReadingOfRequest, contractViewerOfRequest, isPublicReadPriced } from '../plugins/contract-viewers';
import { AnswerStore, compressAnswer, prepareAnswer, type StoredAnswer } from './answer-store';
import { cacheKeyOf } from './cache-key';
import { garbageCollector } from './collect-garbage';
import { listenForInvalidation } from './invalidation-listener';
import { ReaderCache, rememberUntil } from './reader-cache';
import { sendAnswer, sendPrivately } from './send-answer';
import { watchVersion } from './version-watch';
import { asksCatalogueInMemory, buildWholeCatalogue, CATALOGUE_ALONE, wholeCatalogueForm, type CatalogueForm } from './whole-catalogue';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The page rendered with its data (docs/decisions/098) a request asks for, if it is one: the only
 * pages the cache keeps. The pages know which they are (pages/page-render.ts); app.ts hands their
 * answer in, so the cache, which the pages use, does not import them.
 */
export type PageWithDataOf = (request: FastifyRequest) => Page | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the response cache holds now (tests and the bench read it). */
    responseCacheHolds(): { entries: number; bytes: number };
  }
  interface FastifyContextConfig {
    /** The route's write changes a public read whenever it succeeds (ProcedureMeta.changesPublicReads). */
    changesPublicReads?: boolean;
  }
}

/** What the app's routes get from the response cache. */
export interface ResponseCache {
  /**
   * Answers with the bytes `build` makes, built once per cache version and shared by every request
   * that asks meanwhile (its ETag, a 304 for a matching If-None-Match, br or gzip as accepted).
   * `key` names the answer: a bounded set the route chooses, never the raw URL.
   *
   * Resolves with nothing once the answer has been sent (an awaited Fastify reply resolves so), or
   * rejects with nothing sent when `build` fails: a handler awaits it and then returns `reply`, so
   * that Fastify knows the reply is handled and nothing after it sends a second time.
   */
  sendBuilt(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<StoredAnswer>): Promise<void>;
}

/**
 * The response cache (docs/decisions/071): public reads (`.meta({ cache: 'public' })`, REST and
 * tRPC alike, batches included) answered from memory as ready bytes with their ETag, never
 * older than the last committed write this instance heard of (LISTEN), nor than about a second
 * (the version row).
 *
 * Only anonymous answers are stored: what is stored is decided by http-caching.ts after the
 * procedures ran, a 200 marked public with its ETag and no Set-Cookie. A signed-in caller is
 * answered from it too, once its session is checked (so a rejected bearer still gets its 401 and
 * a session cookie is still renewed or cleared): a public read is the same for every visitor, and
 * most of a distributor's buyers shop signed in. Pages rendered with their data are the exception
 * (a signed-in visitor's names them, docs/decisions/098): they go the whole way. Contract viewers
 * (members of a company with a price list active now, docs/decisions/139) are never answered from
 * the anonymous copy: their product reads carry their own prices. Their public reads are kept
 * apart, under what prices them (docs/decisions/144-contract-cache): the company and its lists
 * active now with their versions (`ContractViewer.pricedBy`), then the checked input; sent
 * `private, no-store` without an ETag, and cleared with everything else when a public read
 * changes (a product's own price).
 *
 * Which kept answer a signed-in reader is sent (the visitor's copy or their company's) is
 * remembered by session once a full check made it (reader-cache.ts, docs/decisions/152), so that
 * a reader seen lately is answered with no statement; the triggers' `readers` version and notice
 * clear it, and so does a write this instance answered. Nothing else reads that memory.
 *
 * Answers the server builds itself, of any size, are built once per version through `sendBuilt`
 * (docs/decisions/092): the whole catalogue (for signed-in callers too, contract viewers aside)
 * and the sitemap.
 */
export function registerResponseCache(app: FastifyInstance, services: AppServices, pageOf: PageWithDataOf): ResponseCache {
  const { db, config } = services;
  const collector = garbageCollector();
  const store = new AnswerStore(config.responseCacheBytes, () => collector.collectSoon());
  const invalidate = () => store.clear();
  const version = watchVersion(db, 'public-reads', invalidate);
  // What signed-in readers see of public reads (docs/decisions/152): its own version and channel,
  // so that a sign-out never clears visitors' answers.
  const readers = new ReaderCache();
  const readerVersion = watchVersion(db, 'readers', () => readers.clear());
  // A notification (or a lost or regained listener) clears at once, as promptly as it arrives,
  // then re-reads the version, so that a write's own check compares with the version this clear
  // already covered, and a later write that changed nothing of it clears nothing.
  const listener = listenForInvalidation(db, app.log, {
    toolyard_cache: () => {
      invalidate();
      return version.recheck();
    },
    toolyard_readers: () => {
      readers.clear();
      return readerVersion.recheck();
    },
  });
  // Each cacheable miss's key (cache-key.ts: from its checked input, never the raw URL) and the
  // generation it started at: its onSend keeps the answer only if no clear happened since.
  // `priced`: a contract viewer's miss, kept only as a public read priced for them (isPublicReadPriced).
  const misses = new WeakMap<FastifyRequest, { key: string; generation: number; priced: boolean }>();
  const cookieName = sessionCookieName(config);

  const anonymous = (request: FastifyRequest) => request.headers.authorization === undefined && request.cookies[cookieName] === undefined;

  /**
   * Whether a shared answer may be sent to this caller: anyone but a rejected bearer token, which
   * goes on to the procedure's 401, and a contract viewer (a member of a company with a price list
   * active now, decided from the checked session, plugins/contract-viewers.ts), whose answer
   * carries their own prices. A session cookie is renewed or cleared on the way. The answer for a
   * signed-in account is remembered for answerKnownReader, unless a clear overlapped the check.
   */
  const sharedAnswerFor = async (request: FastifyRequest, reply: FastifyReply): Promise<'shared' | 'contract' | 'refused'> => {
    const credential = credentialOf(request, config);
    if (!credential) return 'shared';
    const generation = readers.generation;
    const auth = await authenticateRequest(services, request, reply);
    if (auth.user === null) return auth.credential === 'bearer' ? 'refused' : 'shared';
    const { viewer, changesAt } = await contractReadingOfRequest(services, request, auth.user.id);
    const answer = viewer ? { kind: 'contract' as const, pricedBy: viewer.pricedBy, companyId: viewer.companyId } : { kind: 'shared' as const };
    readers.keep(readers.keyOf(credential), answer, rememberUntil(Date.now(), auth.expiresAt, changesAt), generation);
    return answer.kind;
  };

  /**
   * A public read by a signed-in reader seen lately (docs/decisions/152), answered with no
   * statement when what the preHandler would send is kept: the visitor's copy, or their company's
   * under its `pricedBy`, sent as the full path sends it. False: the full path (the reader not
   * remembered, a page rendered with their data, input never stored, nothing kept), which checks
   * the session as before.
   */
  const answerKnownReader = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const credential = credentialOf(request, config);
    if (!credential || pageOf(request)) return false;
    const readerKey = readers.keyOf(credential);
    if (!readers.get(readerKey)) return false;
    const input = await cacheKeyOf(request, null);
    if (input === null) return false;
    await Promise.all([version.due(), readerVersion.due()]);
    // Looked up again after the awaits: a notification or a due check may have cleared either.
    const known = readers.get(readerKey);
    const answer = known && store.get(known.kind === 'contract' ? `contract:${known.pricedBy}:${input}` : input);
    if (!known || !answer) return false;
    if (known.kind === 'contract') await sendPrivately(request, reply, answer);
    else if (answer.contentType.startsWith('text/html')) return false;
    else await sendAnswer(request, reply, answer);
    return true;
  };

  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.close());

  const sendBuilt: ResponseCache['sendBuilt'] = async (request, reply, key, build) => {
    misses.delete(request);
    const pending = version.due();
    if (pending) await pending;
    // A build (the whole catalogue: 100,000 rows read in pages) leaves tens of megabytes of garbage.
    await sendAnswer(request, reply, await store.built(key, () => build().finally(() => collector.collectSoon())));
  };

  /**
   * The whole catalogue (docs/decisions/092), for every caller the procedure would answer 200:
   * signed-in ones too (http-caching.ts makes an answer that renews or clears a session cookie
   * private; a contract viewer gets their own, sendContractCatalogue), since
   * building it per call is what must not happen. A rejected bearer token goes on to the
   * procedure's 401; a tRPC request that would build it in memory is refused (asksCatalogueInMemory).
   */
  const sendWholeCatalogue = async (request: FastifyRequest, reply: FastifyReply, form: CatalogueForm) => {
    const answer = await sharedAnswerFor(request, reply);
    if (answer === 'refused') return;
    if (answer === 'contract') return sendContractCatalogue(request, reply, form);
    await sendBuilt(request, reply, `products.list:${form}`, () => buildWholeCatalogue(db, form));
    return reply;
  };

  /**
   * The whole catalogue at a contract viewer's prices (docs/decisions/139-contract-reads): built
   * for this request, a batch at a time priced in one statement, private and never stored.
   */
  const sendContractCatalogue = async (request: FastifyRequest, reply: FastifyReply, form: CatalogueForm) => {
    const viewer = await viewerOf(request, reply);
    const answer = await buildWholeCatalogue(db, form, (products) => services.ports.viewerPricesOf(db, viewer, products)).finally(() => collector.collectSoon());
    return sendPrivately(request, reply, answer);
  };

  /** The request's contract viewer, once sharedAnswerFor said it is one (both asked once per request). */
  const viewerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticateRequest(services, request, reply);
    const viewer = auth.user && (await contractViewerOfRequest(services, request, auth.user.id));
    if (!viewer) throw new Error('response cache: a contract viewer without a company');
    return viewer;
  };

  /**
   * A contract viewer's public read (docs/decisions/144-contract-cache): answered from what was
   * kept under their `pricedBy` and the checked input, or else by its procedure, whose answer
   * onSend keeps there. Pages rendered with their data go the whole way (they name the reader).
   * The key is never the raw URL nor the anonymous copy's: another company, another set of active
   * lists, or a list or entry changed since is another key.
   */
  const answerContractViewer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pageOf(request)) return;
    const viewer = await viewerOf(request, reply);
    const pending = version.due();
    if (pending) await pending;
    const input = await cacheKeyOf(request, null);
    if (input === null) return;
    const key = `contract:${viewer.pricedBy}:${input}`;
    const answer = store.get(key);
    if (!answer) {
      misses.set(request, { key, generation: store.generation, priced: true });
      return;
    }
    return sendPrivately(request, reply, answer);
  };

  // preHandler: after the route's rate limit (an onRequest hook of its own) has counted the request.
  app.addHook('preHandler', async (request, reply) => {
    if (asksCatalogueInMemory(request)) {
      return reply.status(400).send({ error: { message: CATALOGUE_ALONE, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } });
    }
    if (request.method !== 'GET') return;
    const form = wholeCatalogueForm(request);
    if (form) return sendWholeCatalogue(request, reply, form);
    // tRPC streams a batch as JSON lines on `trpc-accept`: never the plain answer stored here.
    if (request.headers['trpc-accept'] !== undefined) return;
    if (await answerKnownReader(request, reply)) return reply;
    // A contract viewer's read is never answered from, nor stored in, the anonymous copy.
    const shared = await sharedAnswerFor(request, reply);
    if (shared === 'refused') return;
    if (shared === 'contract') return answerContractViewer(request, reply);
    const signedOut = anonymous(request);
    const pending = version.due();
    if (pending) await pending;
    const key = await cacheKeyOf(request, pageOf(request));
    // Input the procedure refuses, or a page parameter it does not read: never stored, never a new entry.
    if (key === null) return;
    const answer = store.get(key);
    if (!answer) {
      if (signedOut) misses.set(request, { key, generation: store.generation, priced: false });
      return;
    }
    if (!signedOut && answer.contentType.startsWith('text/html')) return;
    return sendAnswer(request, reply, answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write this instance just answered: if it changed a public read, the writer's own next read
    // must see it before the NOTIFY arrives. The version row says whether it did, so a write that
    // touched no public read (a sign-out, anyone's) leaves every answer in place. With nothing
    // stored there is nothing to keep, and a clear (a new generation) costs less than the query;
    // so does a write known to change a public read (an order: the version would have moved).
    // Remembered readers the same way, by their own version: a sign-out, a member removed, a list
    // changed here reads as it is at the writer's next request.
    if (WRITES.has(request.method)) {
      if (reply.statusCode < 400) {
        const checks: Promise<void>[] = [];
        if (store.size === 0 || request.routeOptions.config.changesPublicReads) invalidate();
        else checks.push(version.checkNow());
        if (readers.size === 0) readers.clear();
        else checks.push(readerVersion.checkNow());
        await Promise.all(checks);
      }
      return payload;
    }
    const miss = misses.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    const contentType = reply.getHeader('content-type');
    let etag = reply.getHeader('etag');
    if (miss.priced) {
      // A public read http-caching.ts made private for the viewer: only its body is kept (a renewed
      // session's cookie is this reply's alone), under the viewer's key; it is never sent with an ETag.
      if (reply.getHeader('cache-control') !== PRIVATE || !isPublicReadPriced(request)) return payload;
      etag = '';
    } else if (reply.getHeader('cache-control') !== PUBLIC_READ || reply.hasHeader('set-cookie')) return payload;
    if (typeof etag !== 'string' || typeof contentType !== 'string') return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const answer = prepareAnswer(payload, contentType, etag);
      if (store.keep(miss.key, answer, miss.generation)) {
        compressAnswer(answer, () => store.holds(miss.key, answer)).then(
          () => store.reweigh(miss.key, answer),
          (error: unknown) => app.log.error({ err: error }, 'response cache: compression failed'),
        );
        // The bytes just made, sent as they are: a string would be encoded into yet another buffer.
        return answer.identity;
      }
    }
    return payload;
  });

  app.decorate('responseCacheHolds', () => ({ entries: store.entries, bytes: store.bytes }));
  return { sendBuilt };
}
