import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateRequest, credentialOf } from '../features/3-accounts/accounts/sessions/authenticate-request';
import { sessionCookieName } from '../features/3-accounts/accounts/sessions/session-cookie';
import type { Page } from '../../shared/pages';
import type { AppServices } from '../services';
import { PRIVATE, PUBLIC_READ, ifNoneMatchLists } from '../plugins/http-caching';
import { contractViewerOfRequest, isPublicReadPriced } from '../plugins/contract-viewers';
import { preferredEncoding } from '../plugins/accepted-encoding';
import { AnswerStore, compressAnswer, plainBody, prepareAnswer, type StoredAnswer } from './answer-store';
import { cacheKeyOf } from './cache-key';
import { garbageCollector } from './collect-garbage';
import { listenForInvalidation } from './invalidation-listener';
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
 * What a shared cache must key an answer on besides its URL. A page rendered with its data
 * (docs/decisions/098) is this anonymous form only for visitors without a session: a signed-in
 * visitor's differs (it names them), so a cache in front must not hand them this one.
 */
function varyOf(answer: StoredAnswer): string {
  return answer.contentType.startsWith('text/html') ? 'accept-encoding, cookie' : 'accept-encoding';
}

/** Sends ready bytes: a 304 when the client has them, else the form it accepts. */
async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  void reply.header('cache-control', PUBLIC_READ).header('etag', answer.etag).header('vary', varyOf(answer));
  if (ifNoneMatchLists(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = answer.gzip && answer.br ? preferredEncoding(request.headers['accept-encoding']) : null;
  void reply.header('content-type', answer.contentType);
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.identity ?? (await plainBody(answer)));
}

/** Sends a contract viewer's answer: their prices, private, never stored by anyone else, no ETag to revalidate against. */
async function sendPrivately(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  void reply.header('cache-control', PRIVATE).header('vary', 'accept-encoding').header('content-type', answer.contentType);
  const encoding = answer.gzip && answer.br ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.identity ?? (await plainBody(answer)));
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
 * active now with their versions (`ContractViewer.pricedBy`, read fresh on every request), then
 * the checked input; sent `private, no-store` without an ETag, and cleared with everything else
 * when a public read changes (a product's own price).
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
  const version = watchVersion(db, invalidate);
  // A notification (or a lost or regained listener) clears at once, as promptly as it arrives,
  // then re-reads the version, so that a write's own check compares with the version this clear
  // already covered, and a later write that changed no public read clears nothing.
  const listener = listenForInvalidation(db, app.log, () => {
    invalidate();
    return version.recheck();
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
   * carries their own prices and goes to the procedure, never stored. A session cookie is renewed
   * or cleared on the way.
   */
  const sharedAnswerFor = async (request: FastifyRequest, reply: FastifyReply): Promise<'shared' | 'contract' | 'refused'> => {
    if (!credentialOf(request, config)) return 'shared';
    const auth = await authenticateRequest(services, request, reply);
    if (auth.user === null) return auth.credential === 'bearer' ? 'refused' : 'shared';
    return (await contractViewerOfRequest(services, request, auth.user.id)) ? 'contract' : 'shared';
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
    if (WRITES.has(request.method)) {
      if (reply.statusCode < 400) {
        if (store.size === 0 || request.routeOptions.config.changesPublicReads) invalidate();
        else await version.checkNow();
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
