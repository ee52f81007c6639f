import type { Product } from '../../../../shared/schemas/product';
import { contractViewerOfRequest } from '../../../plugins/contract-viewers';
import type { ContractViewer, RequestContext } from '../../../services';
import { toProductDto } from './product-dto';
import type { ProductListRow } from './products-repository';

/** Who reads a product read: the request's checked session (ctx.user), never a header. */
export type ProductReader = Pick<RequestContext, 'db' | 'ports' | 'config' | 'user' | 'req'>;

/**
 * The reader as a buyer of contract prices: a member of a company with a list active now, or null
 * (a visitor, an account in no company or in one without lists: the shop's own prices, shared and
 * cached as ever). Read once per request (plugins/contract-viewers.ts), which also marks the
 * answer private (docs/decisions/139-contract-reads).
 */
export function contractViewerOf(reader: ProductReader): Promise<ContractViewer | null> {
  return contractViewerOfRequest(reader, reader.req, reader.user?.id ?? null);
}

/**
 * `rows` as `viewer` reads them (toProductDto with their price): one statement for the whole
 * page (price-lists' viewerPricesOf through the ports), none for everyone but a contract viewer.
 */
export async function productsFor(reader: ProductReader, viewer: ContractViewer | null, rows: readonly ProductListRow[]): Promise<Product[]> {
  if (!viewer) return rows.map((row) => toProductDto(row));
  const prices = await reader.ports.viewerPricesOf(reader.db, viewer, rows.map((row) => ({ id: row.id, priceCents: row.priceCents, priceTiers: row.priceTiers })));
  return rows.map((row) => toProductDto(row, prices.get(row.id)));
}

/** One product as the reader reads it. */
export async function productFor(reader: ProductReader, row: ProductListRow): Promise<Product> {
  const [product] = await productsFor(reader, await contractViewerOf(reader), [row]);
  return product!;
}
