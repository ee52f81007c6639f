import { centsToDollars } from '../../../../../shared/money';
import type { BuyerPrice } from '../../../../../shared/rules/contract-prices';
import { isOutOfStock } from '../../../../../shared/rules/quantity-rules';
import { NOT_IN_A_COMPANY_MESSAGE } from '../../../../../shared/schemas/company';
import type { CompanyProduct, CompanyProductsPage, CompanyProductsQuery } from '../../../../../shared/schemas/company-products';
import type { DB } from '../../../../db/database';
import { keysetPage } from '../../../../db/keyset-page';
import { AppError } from '../../../../errors/app-error';
import { companyAccessOf } from '../../../3-accounts/companies/memberships';
import { companyPricesOf } from '../../../3-accounts/price-lists/buyer-prices';
import { decodeCompanyProductsCursor, encodeCompanyProductsCursor } from './company-products-cursor';
import { listCompanyProducts, type CompanyProductRow } from './company-products-repository';

/**
 * `GET /my-company/products` ("Products we buy", issue 41): a page of the products the caller's
 * company ordered in the last 12 months, for any member (admin or buyer: it is the company's
 * buying, docs/decisions/148), each at the caller's price now. 404 for an account in no company,
 * as every `/my-company` read; 400 for a cursor we did not make or made for another sort.
 */
export async function companyProductPage(db: DB, userId: string, input: CompanyProductsQuery, now: Date = new Date()): Promise<CompanyProductsPage> {
  const access = await companyAccessOf(db, userId);
  if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  const after = input.cursor === undefined ? null : decodeCompanyProductsCursor(input.cursor, input.sort);
  const rows = await listCompanyProducts(db, { companyId: access.companyId, q: input.q, sort: input.sort, after, limit: input.limit + 1, now });
  const { page, next } = keysetPage(rows, input.limit, (row) => encodeCompanyProductsCursor({ sort: input.sort, key: row.sortKey, id: row.productId }));
  // The company's prices now (its lists, read in one statement), as its cart would charge them.
  const prices = await companyPricesOf(db, access.companyId, page.map((row) => ({ id: row.productId, priceCents: row.priceCents, priceTiers: row.priceTiers })), now);
  return {
    items: page.map((row) => toCompanyProduct(row, prices.get(row.productId)!)),
    nextCursor: next,
  };
}

function toCompanyProduct(row: CompanyProductRow, price: BuyerPrice): CompanyProduct {
  return {
    productId: row.productId,
    sku: row.sku,
    name: row.name,
    image: row.images[0] ?? '',
    lastOrderedAt: new Date(row.lastOrderedAt).toISOString(),
    lastQuantity: row.lastQuantity,
    timesOrdered: Number(row.timesOrdered),
    price: centsToDollars(price.priceCents),
    priceTiers: price.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    priceList: price.priceList,
    minimumOrder: row.minimumOrder,
    packSize: row.packSize,
    maximumOrder: row.maximumOrder,
    stock: row.quantity,
    sold: row.live,
    orderable: row.live && !isOutOfStock(row),
  };
}
