import { sql } from 'kysely';
import type { ListFields, ListLineInput } from '../../../../shared/schemas/requisition-list';
import type { DB } from '../../../db/database';
import { userName } from '../../3-accounts/accounts/user-lookups';
import { companyIdOfMember, memberIdsOfCompany } from '../../3-accounts/companies/memberships';

/*
 * One query per function over `requisition_lists` and `requisition_list_lines`. Whom a shared
 * list is shown to is read with the list: its owner's company now (companyIdOfMember), never a
 * company stored on the list (docs/decisions/148-requisition-lists-shared-by-the-owners-company-now.md).
 */

/** A list's row with what deciding access and showing it need: the owner's company now, the owner's name, its line count. */
function listRows(db: DB) {
  return db
    .selectFrom('requisitionLists')
    .select((eb) => [
      'requisitionLists.id',
      'requisitionLists.ownerId',
      'requisitionLists.name',
      'requisitionLists.shared',
      'requisitionLists.updatedAt',
      companyIdOfMember(eb.ref('requisitionLists.ownerId')).as('ownerCompanyId'),
      userName(eb.ref('requisitionLists.ownerId')).as('ownerName'),
      eb.selectFrom('requisitionListLines').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('requisitionListLines.listId', '=', 'requisitionLists.id').$asScalar().$castTo<number>().as('lineCount'),
    ]);
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listRows>['executeTakeFirstOrThrow']>>;

/** `userId`'s own lists and, for a member of `companyId` (the caller's company now), the lists its members share now: the caller's first, then the most recently changed (a query to run or explain). */
export function listsVisibleToQuery(db: DB, userId: string, companyId: string | null) {
  return listRows(db)
    .where((eb) =>
      companyId === null
        ? eb('requisitionLists.ownerId', '=', userId)
        : // The lists of the company's members (the caller is one), by their owners through
          // requisition_lists_owner_idx, never every shared list of the shop: the caller's own, the others' shared.
          eb.and([eb('requisitionLists.ownerId', 'in', memberIdsOfCompany(companyId)), eb.or([eb('requisitionLists.ownerId', '=', userId), eb('requisitionLists.shared', '=', true)])]),
    )
    .orderBy(sql`requisition_lists.owner_id = ${userId}`, 'desc')
    .orderBy('requisitionLists.updatedAt', 'desc')
    .orderBy('requisitionLists.id');
}

export function listsVisibleTo(db: DB, userId: string, companyId: string | null): Promise<ListRow[]> {
  return listsVisibleToQuery(db, userId, companyId).execute();
}

/** One list by id, or undefined; `lock`: held (`for update`) until the transaction ends, so two edits of one list run one after the other. */
export function findList(db: DB, id: string, lock = false): Promise<ListRow | undefined> {
  const query = listRows(db).where('requisitionLists.id', '=', id);
  return (lock ? query.forUpdate('requisitionLists') : query).executeTakeFirst();
}

/**
 * Holds `ownerId`'s lists until the transaction ends, so the LISTS_MAX count holds when two tabs
 * make a list at once. An advisory lock: an account with no list has no row to lock.
 */
export async function lockOwnLists(db: DB, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`requisition-lists:${ownerId}`}, 0))`.execute(db);
}

export async function countOwnLists(db: DB, ownerId: string): Promise<number> {
  const { n } = await db.selectFrom('requisitionLists').select((eb) => eb.fn.countAll<string>().as('n')).where('ownerId', '=', ownerId).executeTakeFirstOrThrow();
  return Number(n);
}

export function insertList(db: DB, ownerId: string, fields: ListFields): Promise<{ id: string }> {
  return db.insertInto('requisitionLists').values({ ownerId, name: fields.name, shared: fields.shared }).returning('id').executeTakeFirstOrThrow();
}

/** Renames and shares (or unshares) a list; moves its `updatedAt`. */
export async function updateList(db: DB, id: string, fields: Partial<ListFields>): Promise<void> {
  await db
    .updateTable('requisitionLists')
    .set({ ...fields, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteList(db: DB, id: string): Promise<void> {
  await db.deleteFrom('requisitionLists').where('id', '=', id).execute();
}

/** A list's lines in their order. */
export function linesOf(db: DB, listId: string): Promise<Array<{ productId: string; quantity: number }>> {
  return db.selectFrom('requisitionListLines').select(['productId', 'quantity']).where('listId', '=', listId).orderBy('position').execute();
}

/** Removes every line of the list (the first half of replacing them). */
export async function deleteLines(db: DB, listId: string): Promise<void> {
  await db.deleteFrom('requisitionListLines').where('listId', '=', listId).execute();
}

/** Writes `lines` as the list's lines, numbered in the order given from `from`. */
export async function insertLines(db: DB, listId: string, lines: readonly ListLineInput[], from = 0): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('requisitionListLines')
    .values(lines.map((line, index) => ({ listId, productId: line.productId, quantity: line.quantity, position: from + index })))
    .execute();
}

/** Adds `quantity` units of a product to the list: to its line when there, else as a new last line. */
export async function addToLine(db: DB, listId: string, line: ListLineInput): Promise<void> {
  await db
    .insertInto('requisitionListLines')
    .values((eb) => ({
      listId,
      productId: line.productId,
      quantity: line.quantity,
      position: eb.fn.coalesce(eb.selectFrom('requisitionListLines').select((inner) => sql<number>`max(${inner.ref('position')}) + 1`.as('next')).where('listId', '=', listId).$asScalar(), eb.val(0)),
    }))
    .onConflict((oc) => oc.columns(['listId', 'productId']).doUpdateSet((eb) => ({ quantity: sql<number>`${eb.ref('requisitionListLines.quantity')} + ${eb.ref('excluded.quantity')}` })))
    .execute();
}
