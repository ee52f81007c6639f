import type { FastifyRequest } from 'fastify';
import { productSchema } from '../../shared/schemas/product';
import type { BuyerPrice, OwnPrice } from '../../shared/rules/contract-prices';
import type { DB } from '../db/database';
import { ADAPTER_FORMATS, type AdapterFormat } from '../rest/adapter-formats';
import { liveProductBatches } from '../features/2-catalogue/products/live-products-cursor';
import { toProductDto } from '../features/2-catalogue/products/product-dto';
import type { StoredAnswer } from './answer-store';
import { answerWriter } from './answer-writer';

/** Rows per cursor fetch: about 130 KB of JSON, so the build holds little beside its output. */
const BATCH = 250;

/** `products.list` as one of its two adapters sends it, byte for byte (../rest/adapter-formats.ts). */
export type CatalogueForm = AdapterFormat;

const asks = (query: unknown, name: string) => typeof query === 'object' && query !== null && Object.hasOwn(query, name);

/**
 * Which form of the whole catalogue a request asks for, or null when it asks for something else:
 * `GET /api/products` (any query string: the procedure takes none and ignores it), or
 * `GET /trpc/products.list` alone (with `input` or `batch` tRPC reads the query string, so such a
 * request goes to the procedure, as a tRPC batch of several procedures does).
 */
export function wholeCatalogueForm(request: FastifyRequest): CatalogueForm | null {
  if (request.method !== 'GET') return null;
  const params = request.params as Record<string, string | undefined>;
  const route = request.routeOptions.url;
  if (route === '/api/*' && params['*'] === 'products') return 'rest';
  if (route === '/trpc/:path' && params.path === 'products.list' && !asks(request.query, 'input') && !asks(request.query, 'batch')) return 'trpc';
  return null;
}

/**
 * A tRPC request that would run `products.list` in memory: in a batch, with `input`, or as JSON
 * lines. At 100,000 products that is 55 MB of JSON per call, so a batch naming it many times would
 * tie up the server; such requests are refused, and the one form that is built once is named.
 */
export function asksCatalogueInMemory(request: FastifyRequest): boolean {
  if (request.routeOptions.url !== '/trpc/:path') return false;
  const path = (request.params as Record<string, string | undefined>).path ?? '';
  return path.split(',').includes('products.list') && (wholeCatalogueForm(request) === null || request.headers['trpc-accept'] !== undefined);
}

export const CATALOGUE_ALONE = 'Call products.list alone, without input: GET /trpc/products.list or GET /api/products';

/**
 * The whole live catalogue, exactly as `products.list` answers it (the same rows in the same order,
 * each through the same DTO and output schema), written from a database cursor a batch at a time
 * and compressed as it goes: the rows are never all in memory, and neither is one big string.
 * `pricesOf`: a contract viewer's prices (docs/decisions/139-contract-reads), asked once per
 * batch; without it, the shop's own prices, as every visitor reads them.
 */
export async function buildWholeCatalogue(
  db: DB,
  form: CatalogueForm,
  pricesOf?: (products: readonly OwnPrice[]) => Promise<Map<string, BuyerPrice>>,
): Promise<StoredAnswer> {
  const { contentType, open, close } = ADAPTER_FORMATS[form];
  const answer = answerWriter(contentType);
  answer.write(`${open}[`);
  let separator = '';
  for await (const rows of liveProductBatches(db, BATCH)) {
    await answer.drained();
    const prices = pricesOf ? await pricesOf(rows.map((row) => ({ id: row.id, priceCents: row.priceCents, priceTiers: row.priceTiers }))) : null;
    answer.write(separator + rows.map((row) => JSON.stringify(productSchema.parse(toProductDto(row, prices?.get(row.id))))).join(','));
    separator = ',';
  }
  answer.write(`]${close}`);
  return answer.end();
}
