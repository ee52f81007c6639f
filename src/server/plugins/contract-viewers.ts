import type { FastifyRequest } from 'fastify';
import type { AppServices, ContractViewer } from '../services';

const viewers = new WeakMap<FastifyRequest, Promise<ContractViewer | null>>();
const priced = new WeakSet<FastifyRequest>();
const publicReadsPriced = new WeakSet<FastifyRequest>();

/**
 * Whether the signed-in `userId` (from the request's checked session, never from a header or a
 * cookie's presence) reads contract prices (price-lists' contractViewerOf), asked once per
 * request: the response cache asks before its lookup, the procedures again for their prices.
 * A contract viewer's request is marked so that its answer is never public (http-caching.ts)
 * nor stored in or served from a shared cache (docs/decisions/139-contract-reads).
 */
export function contractViewerOfRequest(services: AppServices, request: FastifyRequest | undefined, userId: string | null): Promise<ContractViewer | null> {
  if (userId === null) return Promise.resolve(null);
  if (!request) return services.ports.contractViewerOf(services.db, userId);
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = services.ports.contractViewerOf(services.db, userId).then((found) => {
      if (found) priced.add(request);
      return found;
    });
    viewers.set(request, viewer);
  }
  return viewer;
}

/** Whether the request's answer carries a contract viewer's prices: private, never shared. */
export function answersWithContractPrices(request: FastifyRequest): boolean {
  return priced.has(request);
}

/**
 * Marks a public read (one the same for every visitor but for its prices) that http-caching.ts
 * made private because a contract viewer asked: the response cache may keep its body under the
 * viewer's `pricedBy` (docs/decisions/144-contract-cache), and nothing else a viewer is answered.
 */
export function markPublicReadPriced(request: FastifyRequest): void {
  publicReadsPriced.add(request);
}

/** Whether the answer is a public read priced for a contract viewer (markPublicReadPriced). */
export function isPublicReadPriced(request: FastifyRequest): boolean {
  return publicReadsPriced.has(request);
}
