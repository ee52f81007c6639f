import { centsToDollars } from '../../../../shared/money';
import { unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../../../shared/schemas/company';
import {
  PRICE_LIST_NAME_TAKEN_MESSAGE,
  PRICE_LIST_NOT_FOUND_MESSAGE,
  type PriceCheck,
  type PriceCheckInput,
  type PriceListDto,
  type PriceListInput,
} from '../../../../shared/schemas/price-list';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { findLiveCartProducts } from '../../2-catalogue/products/cart-products';
import { lockCompany } from '../companies/company-locks';
import { companyPricesOf } from './buyer-prices';
import { priceListFields, toPriceListDto } from './price-list-dto';
import {
  companyNameOf,
  companyPriceListIds,
  deleteCompanyPriceLists,
  deletePriceList,
  existingPriceListIds,
  findPriceList,
  isNameTaken,
  insertCompanyPriceLists,
  insertPriceList,
  listCompanyPriceLists,
  listPriceLists,
  lockPriceList,
  updatePriceList,
} from './price-lists-repository';

/*
 * The shop admin's price lists (`/api/price-lists`) and each company's (`/api/companies/{id}/
 * price-lists`, `/price-check`), issue 39. Each write is one transaction with its audit entry.
 *
 * Errors: 404 an unknown list, company or product (`productId`); 409 on `name` for a second list
 * of one name in any case, decided by price_lists_name_key (two admins creating one at once: one
 * wins); 400 on `priceListIds` for an id of no list.
 */

const noSuchList = () => new AppError('not-found', PRICE_LIST_NOT_FOUND_MESSAGE);
const noSuchCompany = () => new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
const NO_SUCH_PRODUCT_MESSAGE = 'No such product';

/** The database's refusal of a taken name as the form's field error; anything else as it was. */
function rethrowNameTaken(error: unknown): never {
  if (isNameTaken(error)) throw new AppError('conflict', PRICE_LIST_NAME_TAKEN_MESSAGE, { name: [PRICE_LIST_NAME_TAKEN_MESSAGE] });
  throw error;
}

export async function priceLists(db: DB): Promise<PriceListDto[]> {
  return (await listPriceLists(db)).map(toPriceListDto);
}

export async function priceList(db: DB, id: string): Promise<PriceListDto> {
  const row = await findPriceList(db, id);
  if (!row) throw noSuchList();
  return toPriceListDto(row);
}

export async function createPriceList(db: DB, actor: AuditActor, input: PriceListInput): Promise<PriceListDto> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await insertPriceList(trx, priceListFields(input));
      const created = toPriceListDto((await findPriceList(trx, id))!);
      await recordAudit(trx, actor, { action: 'price_list.added', target: id, after: created });
      return created;
    });
  } catch (error) {
    rethrowNameTaken(error);
  }
}

export async function changePriceList(db: DB, actor: AuditActor, id: string, input: PriceListInput): Promise<PriceListDto> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockPriceList(trx, id);
      if (!before) throw noSuchList();
      if (!(await updatePriceList(trx, id, priceListFields(input)))) throw noSuchList();
      const after = toPriceListDto((await findPriceList(trx, id))!);
      await recordAudit(trx, actor, { action: 'price_list.updated', target: id, before: toPriceListDto(before), after });
      return after;
    });
  } catch (error) {
    rethrowNameTaken(error);
  }
}

/** Deletes the list with its entries and assignments; orders keep the list's id and name they were priced by. */
export function removePriceList(db: DB, actor: AuditActor, id: string): Promise<{ deletedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockPriceList(trx, id);
    if (!before) throw noSuchList();
    if (!(await deletePriceList(trx, id))) throw noSuchList();
    await recordAudit(trx, actor, { action: 'price_list.deleted', target: id, before: toPriceListDto(before) });
    return { deletedCount: 1 };
  });
}

/** The company's lists in their order (the first wins a tie of priorities). */
export async function companyPriceLists(db: DB, companyId: string): Promise<PriceListDto[]> {
  const [name, rows] = await Promise.all([companyNameOf(db, companyId), listCompanyPriceLists(db, companyId)]);
  if (name === undefined) throw noSuchCompany();
  return rows.map(toPriceListDto);
}

/**
 * Gives the company exactly these lists, in this order (positions 1..n). The company's row is
 * locked first, so two admins' writes run one after the other and the last one's set stands whole.
 */
export async function setCompanyPriceLists(db: DB, actor: AuditActor, companyId: string, priceListIds: readonly string[]): Promise<PriceListDto[]> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockCompany(trx, companyId))) throw noSuchCompany();
    const known = await existingPriceListIds(trx, priceListIds);
    const unknown = priceListIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw new AppError('invalid', PRICE_LIST_NOT_FOUND_MESSAGE, { priceListIds: [PRICE_LIST_NOT_FOUND_MESSAGE], [`priceListIds.${unknown}`]: [PRICE_LIST_NOT_FOUND_MESSAGE] });
    const before = await companyPriceListIds(trx, companyId);
    await deleteCompanyPriceLists(trx, companyId);
    await insertCompanyPriceLists(trx, companyId, priceListIds);
    const lists = (await listCompanyPriceLists(trx, companyId)).map(toPriceListDto);
    await recordAudit(trx, actor, {
      action: 'company.price_lists_changed',
      target: companyId,
      before: { priceListIds: before },
      after: { priceListIds: [...priceListIds], priceLists: lists.map((list) => list.name) },
    });
    return lists;
  });
}

/**
 * What `quantity` units of the product cost the company's members now and which list prices
 * them (buyer-prices.ts: the rule every price of the shop follows), beside the product's own.
 */
export async function priceCheck(db: DB, companyId: string, { productId, quantity }: PriceCheckInput): Promise<PriceCheck> {
  const [name, [product]] = await Promise.all([companyNameOf(db, companyId), findLiveCartProducts(db, [productId])]);
  if (name === undefined) throw noSuchCompany();
  if (!product) throw new AppError('not-found', NO_SUCH_PRODUCT_MESSAGE, { productId: [NO_SUCH_PRODUCT_MESSAGE] });
  const own = { id: product.id, priceCents: product.priceCents, priceTiers: product.priceTiers };
  const price = (await companyPricesOf(db, companyId, [own])).get(product.id)!;
  return {
    unitPrice: centsToDollars(unitPriceCentsFor(price, quantity)),
    listPrice: centsToDollars(unitPriceCentsFor(own, quantity)),
    priceList: price.priceList,
  };
}
