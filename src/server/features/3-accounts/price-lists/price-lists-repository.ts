import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { companyName } from '../companies/company-lookups';

/* Price lists and their companies (issue 39): one statement each. */

/** A list's own columns, as written. */
export interface PriceListFields {
  name: string;
  priority: number;
  startsAt: Date | null;
  endsAt: Date | null;
  catalogueDiscountBp: number | null;
}

const listColumns = ['priceLists.id', 'priceLists.name', 'priceLists.priority', 'priceLists.startsAt', 'priceLists.endsAt', 'priceLists.catalogueDiscountBp', 'priceLists.updatedAt'] as const;

/** How many entries the list holds (price_list_entries' key walked). */
const entryCount = (eb: ExpressionBuilder<Database, 'priceLists'>) =>
  eb.selectFrom('priceListEntries').select(sql<number>`count(*)::int`.as('count')).whereRef('priceListEntries.priceListId', '=', 'priceLists.id').$asScalar().$castTo<number>();

/** The companies the list is assigned to, by name, as a JSON array of {id, name} (company names from companies' lookup). */
const assignedCompanies = (eb: ExpressionBuilder<Database, 'priceLists'>) =>
  sql<{ id: string; name: string }[]>`(
    select coalesce(json_agg(json_build_object('id', assigned.id, 'name', assigned.name) order by assigned.name, assigned.id), '[]'::json)
    from (
      select cpl.company_id as id, ${companyName(sql.ref('cpl.company_id'))} as name
      from company_price_lists cpl where cpl.price_list_id = ${eb.ref('priceLists.id')}
    ) assigned)`;

/** Lists with their entry count and companies, ready to filter and order. */
const listsWithFigures = (db: DB) => db.selectFrom('priceLists').select(listColumns).select((eb) => [entryCount(eb).as('entryCount'), assignedCompanies(eb).as('companies')]);

/** Every list, highest priority first, then by name. */
export function listPriceLists(db: DB) {
  return listsWithFigures(db).orderBy('priceLists.priority', 'desc').orderBy(sql`lower(${sql.ref('priceLists.name')})`).orderBy('priceLists.id').execute();
}

export type PriceListRow = Awaited<ReturnType<typeof listPriceLists>>[number];

/** One list with its figures, or undefined. */
export function findPriceList(db: DB, id: string) {
  return listsWithFigures(db).where('priceLists.id', '=', id).executeTakeFirst();
}

/** The company's lists in their order (position 1 first), with their figures. */
export function listCompanyPriceLists(db: DB, companyId: string) {
  return listsWithFigures(db)
    .innerJoin('companyPriceLists', 'companyPriceLists.priceListId', 'priceLists.id')
    .where('companyPriceLists.companyId', '=', companyId)
    .orderBy('companyPriceLists.position')
    .execute();
}

/** The list, locked until the transaction ends (two edits of one list run one after the other), with its figures; undefined when there is none. */
export function lockPriceList(db: DB, id: string) {
  return listsWithFigures(db).where('priceLists.id', '=', id).forUpdate().executeTakeFirst();
}

export function insertPriceList(db: DB, fields: PriceListFields) {
  return db.insertInto('priceLists').values(fields).returning('id').executeTakeFirstOrThrow();
}

/** Whether there was a list to change. */
export async function updatePriceList(db: DB, id: string, fields: PriceListFields): Promise<boolean> {
  const result = await db.updateTable('priceLists').set({ ...fields, updatedAt: new Date() }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the list (its entries and assignments go with it); whether there was one. */
export async function deletePriceList(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom('priceLists').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether `error` is the database refusing a second list of one name (any case, trimmed): price_lists_name_key. */
export function isNameTaken(error: unknown): boolean {
  const { code, constraint } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'price_lists_name_key';
}

/** Which of `ids` are lists. */
export async function existingPriceListIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('priceLists').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The company's list ids in their order. */
export async function companyPriceListIds(db: DB, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('companyPriceLists').select('priceListId').where('companyId', '=', companyId).orderBy('position').execute();
  return rows.map((row) => row.priceListId);
}

export async function deleteCompanyPriceLists(db: DB, companyId: string): Promise<void> {
  await db.deleteFrom('companyPriceLists').where('companyId', '=', companyId).execute();
}

/** Assigns the lists in this order: positions 1..n. */
export async function insertCompanyPriceLists(db: DB, companyId: string, priceListIds: readonly string[]): Promise<void> {
  if (priceListIds.length === 0) return;
  await db
    .insertInto('companyPriceLists')
    .values(priceListIds.map((priceListId, index) => ({ companyId, priceListId, position: index + 1 })))
    .execute();
}

/** The company's name, or undefined when there is no such company (companies' lookup). */
export async function companyNameOf(db: DB, companyId: string): Promise<string | undefined> {
  const row = await db.selectNoFrom(companyName(sql.val(companyId)).as('name')).executeTakeFirst();
  return row?.name ?? undefined;
}
