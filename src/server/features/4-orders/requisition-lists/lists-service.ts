import { centsToDollars } from '../../../../shared/money';
import { orderQuantityProblem, unitPriceCentsFor, lineTotalCents } from '../../../../shared/rules/quantity-rules';
import type { CartRefill } from '../../../../shared/schemas/reorder';
import {
  LIST_EMPTY_MESSAGE,
  LIST_FULL_MESSAGE,
  LIST_LINES_MAX,
  LIST_NOT_FOUND_MESSAGE,
  LIST_QUANTITY_MAX,
  LIST_READ_ONLY_MESSAGE,
  LISTS_FULL_MESSAGE,
  LISTS_MAX,
  type ListDetail,
  type ListFields,
  type ListLineInput,
  type ListSummary,
} from '../../../../shared/schemas/requisition-list';
import type { DB } from '../../../db/database';
import { AppError, type FieldErrors } from '../../../errors/app-error';
import { findCartProducts } from '../../2-catalogue/products/cart-products';
import { companyAccessOf } from '../../3-accounts/companies/memberships';
import { buyerPricesOf } from '../../3-accounts/price-lists/buyer-prices';
import { cartContentsOf } from '../cart/cart-contents';
import { refillCart } from '../cart/cart-refill';
import { accessTo, type ListAccess } from './list-access';
import { addToLine, countOwnLists, deleteLines, deleteList, findList, insertLines, insertList, linesOf, listsVisibleTo, lockOwnLists, updateList, type ListRow } from './lists-repository';

/*
 * Requisition lists' reads and writes. Each write is one transaction that first takes the list's
 * row lock (findList with lock), then decides access on the row it holds: two edits of one list
 * run one after the other, and the last one's lines are the list's.
 *
 * Errors: 404 a list that does not exist or that the caller may not see (another company's, an
 * unshared colleague's: never 403, which would say it exists); 403 a colleague who may only view
 * it; 400 a line's product or quantity, named by field; 409 a full list, or an account's LISTS_MAX lists.
 */

const NOT_SOLD_MESSAGE = 'This product is not sold';

const toSummary = (row: ListRow, callerId: string, access: ListAccess): ListSummary => ({
  id: row.id,
  name: row.name,
  shared: row.shared,
  mine: row.ownerId === callerId,
  ownerName: row.ownerName ?? 'A former colleague',
  canEdit: access === 'edit',
  lineCount: Number(row.lineCount),
  updatedAt: row.updatedAt.toISOString(),
});

/** The list and the caller's access to it, or 404; `need: 'edit'` refuses a viewer with 403. In `db`'s transaction when locking. */
async function openList(db: DB, callerId: string, id: string, need: ListAccess, lock = false): Promise<{ row: ListRow; access: ListAccess }> {
  const row = await findList(db, id, lock);
  const caller = await companyAccessOf(db, callerId);
  const access = row ? accessTo(row, callerId, caller) : null;
  if (!row || !access) throw new AppError('not-found', LIST_NOT_FOUND_MESSAGE);
  if (need === 'edit' && access !== 'edit') throw new AppError('forbidden', LIST_READ_ONLY_MESSAGE);
  return { row, access };
}

/** The caller's lists, and those their company shares with them now. */
export async function myLists(db: DB, callerId: string): Promise<ListSummary[]> {
  const caller = await companyAccessOf(db, callerId);
  const rows = await listsVisibleTo(db, callerId, caller?.companyId ?? null);
  return rows.map((row) => toSummary(row, callerId, accessTo(row, callerId, caller) ?? 'view'));
}

/** A list with each line as it stands for the caller now: their price today, and whether it can be ordered. */
async function detailOf(db: DB, callerId: string, row: ListRow, access: ListAccess): Promise<ListDetail> {
  const lines = await linesOf(db, row.id);
  const products = await findCartProducts(db, lines.map((line) => line.productId));
  const prices = await buyerPricesOf(db, callerId, products);
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    ...toSummary({ ...row, lineCount: lines.length }, callerId, access),
    lines: lines.map(({ productId, quantity }) => {
      const product = byId.get(productId)!;
      const unitCents = unitPriceCentsFor(prices.get(productId)!, quantity);
      const problem = product.live ? orderQuantityProblem(product, quantity) : 'No longer sold';
      return {
        productId,
        sku: product.sku,
        name: product.name,
        image: product.images[0] ?? '',
        quantity,
        unitPrice: centsToDollars(unitCents),
        lineTotal: centsToDollars(lineTotalCents(quantity, unitCents)),
        orderable: problem === null,
        problem,
      };
    }),
  };
}

export async function readList(db: DB, callerId: string, id: string): Promise<ListDetail> {
  const { row, access } = await openList(db, callerId, id, 'view');
  return detailOf(db, callerId, row, access);
}

/** A new list of the caller's; `fromCart`: holding their cart's lines in its order (the cart stays). */
export function createList(db: DB, callerId: string, fields: ListFields & { fromCart?: boolean }): Promise<ListDetail> {
  return db.transaction().execute(async (trx) => {
    await lockOwnLists(trx, callerId);
    if ((await countOwnLists(trx, callerId)) >= LISTS_MAX) throw new AppError('conflict', LISTS_FULL_MESSAGE);
    const { id } = await insertList(trx, callerId, fields);
    if (fields.fromCart) {
      const lines = await cartContentsOf(trx, callerId);
      if (lines.length === 0) throw new AppError('invalid', 'Your cart is empty: add products first', { fromCart: ['Your cart is empty'] });
      await insertLines(trx, id, lines.slice(0, LIST_LINES_MAX));
    }
    const { row, access } = await openList(trx, callerId, id, 'edit');
    return detailOf(trx, callerId, row, access);
  });
}

/** Renames a list and shares or unshares it (the owner, or an admin of the owner's company). */
export function editList(db: DB, callerId: string, id: string, fields: ListFields): Promise<ListDetail> {
  return db.transaction().execute(async (trx) => {
    await openList(trx, callerId, id, 'edit', true);
    await updateList(trx, id, fields);
    const { row, access } = await openList(trx, callerId, id, 'view');
    return detailOf(trx, callerId, row, access);
  });
}

export function removeList(db: DB, callerId: string, id: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await openList(trx, callerId, id, 'edit', true);
    await deleteList(trx, id);
  });
}

/**
 * Replaces the list's lines with `lines`, in that order (a quantity changed, a line removed, the
 * lines moved). Each product must be sold now, or already be on the list (a line whose product
 * stopped being sold may stay while the others change); a product twice is refused on its second line.
 */
export function replaceLines(db: DB, callerId: string, id: string, lines: readonly ListLineInput[]): Promise<ListDetail> {
  return db.transaction().execute(async (trx) => {
    const { row, access } = await openList(trx, callerId, id, 'edit', true);
    const onList = new Set((await linesOf(trx, id)).map((line) => line.productId));
    const products = new Map((await findCartProducts(trx, lines.map((line) => line.productId))).map((product) => [product.id, product]));
    const errors: FieldErrors = {};
    const seen = new Map<string, number>();
    lines.forEach(({ productId }, index) => {
      const product = products.get(productId);
      if (seen.has(productId)) errors[`lines.${index}.productId`] = [`This product is on line ${seen.get(productId)! + 1} already`];
      else if (!product || (!product.live && !onList.has(productId))) errors[`lines.${index}.productId`] = [NOT_SOLD_MESSAGE];
      seen.set(productId, seen.get(productId) ?? index);
    });
    const first = Object.values(errors)[0];
    if (first) throw new AppError('invalid', first[0]!, errors);
    await deleteLines(trx, id);
    await insertLines(trx, id, lines);
    await updateList(trx, id, {});
    return detailOf(trx, callerId, row, access);
  });
}

/** "Add to list": `quantity` more units of a product sold now, summed with its line when there, else a new last line. */
export function appendLine(db: DB, callerId: string, id: string, line: ListLineInput): Promise<ListDetail> {
  return db.transaction().execute(async (trx) => {
    const { row, access } = await openList(trx, callerId, id, 'edit', true);
    const [product] = await findCartProducts(trx, [line.productId]);
    if (!product?.live) throw new AppError('invalid', NOT_SOLD_MESSAGE, { productId: [NOT_SOLD_MESSAGE] });
    const lines = await linesOf(trx, id);
    const there = lines.find((existing) => existing.productId === line.productId);
    if (!there && lines.length >= LIST_LINES_MAX) throw new AppError('conflict', LIST_FULL_MESSAGE);
    if ((there?.quantity ?? 0) + line.quantity > LIST_QUANTITY_MAX) {
      const message = `The list holds ${there?.quantity ?? 0} already; a line holds at most ${LIST_QUANTITY_MAX} units`;
      throw new AppError('invalid', message, { quantity: [message] });
    }
    await addToLine(trx, id, line);
    await updateList(trx, id, {});
    return detailOf(trx, callerId, row, access);
  });
}

/**
 * Puts the list's lines (or those of `productIds`, in the list's order) into the caller's cart at
 * today's prices and rules, through cart-refill (a list has no price of its own, so only quantity,
 * stock and discontinued changes are said). Anyone who may view the list may add it.
 */
export function addListToCart(db: DB, callerId: string, id: string, productIds?: readonly string[]): Promise<CartRefill> {
  return db.transaction().execute(async (trx) => {
    await openList(trx, callerId, id, 'view');
    const lines = await linesOf(trx, id);
    if (productIds) {
      const onList = new Set(lines.map((line) => line.productId));
      const errors: FieldErrors = {};
      productIds.forEach((productId, index) => {
        if (!onList.has(productId)) errors[`productIds.${index}`] = ['This product is not on the list'];
      });
      if (Object.keys(errors).length) throw new AppError('invalid', 'Some products are not on the list', errors);
    }
    const chosen = productIds ? lines.filter((line) => productIds.includes(line.productId)) : lines;
    if (chosen.length === 0) throw new AppError('invalid', LIST_EMPTY_MESSAGE);
    return refillCart(
      trx,
      callerId,
      chosen.map((line) => ({ productId: line.productId, quantity: line.quantity, unitPriceCents: null })),
    );
  });
}

/** The list's name and lines (SKU, name, quantity) for its CSV export, for anyone who may view it. */
export async function listForExport(db: DB, callerId: string, id: string): Promise<{ name: string; lines: Array<{ sku: string; name: string; quantity: number }> }> {
  const { row } = await openList(db, callerId, id, 'view');
  const lines = await linesOf(db, id);
  const products = new Map((await findCartProducts(db, lines.map((line) => line.productId))).map((product) => [product.id, product]));
  return { name: row.name, lines: lines.map((line) => ({ sku: products.get(line.productId)!.sku, name: products.get(line.productId)!.name, quantity: line.quantity })) };
}
