import type { FastifyRequest } from 'fastify';
import type { AppServices, ContractReading, ContractViewer } from '../services';

const readings = new WeakMap<FastifyRequest, Promise<ContractReading>>();
const priced = new WeakSet<FastifyRequest>();
const publicReadsPriced = new WeakSet<FastifyRequest>();

/**
 * The signed-in `userId` (from the request's checked session, never from a header or a cookie's
 * presence) as a reader of prices (price-lists' contractReadingOf), asked once per request: the
 * response cache asks before its lookup, the procedures again for their prices. A contract
 * viewer's request is marked so that its answer is never public (http-caching.ts) nor stored in
 * or served from a shared cache (docs/decisions/139-contract-reads).
 */
export function contractReadingOfRequest(services: AppServices, request: FastifyRequest | undefined, userId: string): Promise<ContractReading> {
  if (!request) return services.ports.contractReadingOf(services.db, userId);
  let reading = readings.get(request);
  if (!reading) {
    reading = services.ports.contractReadingOf(services.db, userId).then((found) => {
      if (found.viewer) priced.add(request);
      return found;
    });
    readings.set(request, reading);
  }
  return reading;
}

/** Whether the signed-in `userId` reads contract prices: contractReadingOfRequest's viewer. */
export async function contractViewerOfRequest(services: AppServices, request: FastifyRequest | undefined, userId: string | null): Promise<ContractViewer | null> {
  if (userId === null) return null;
  return (await contractReadingOfRequest(services, request, userId)).viewer;
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
