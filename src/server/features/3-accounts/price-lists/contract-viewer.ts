import { sql, type Expression } from 'kysely';
import type { BuyerPrice, OwnPrice } from '../../../../shared/rules/contract-prices';
import type { DB } from '../../../db/database';
import type { ContractViewer } from '../../../services';
import { compiledOnce } from '../../../db/compiled-once';
import { memberCompanyQuery } from '../companies/memberships';
import { companyPricesOf } from './buyer-prices';
import { listActiveAt, winningListPick } from './contract-rules-repository';

/**
 * The company of `userId` and its lists active at `now`, each as `id:version:position`, in the
 * order they win (priority, then position): one statement, compiled once (it runs on every
 * signed-in read of a public path). No row: an account in no company.
 */
const viewerLists = compiledOnce((db, userId: string, now: Date) =>
  db
    .selectFrom(memberCompanyQuery(db, userId).as('m'))
    .select([
      'm.companyId',
      sql<string[]>`array(
        select l.id || ':' || l.version || ':' || c.position
        from company_price_lists c join price_lists l on l.id = c.price_list_id
        where c.company_id = m.company_id and ${listActiveAt(now)}
        order by l.priority desc, c.position)`.as('lists'),
    ]),
);

/**
 * `userId` as a reader of prices (docs/decisions/139-contract-reads): a member of a company with
 * at least one list active at `now`, or null (a visitor's prices: an account in no company, or in
 * one without a list now). Read fresh on every call, never cached: a member removed, or a list
 * unassigned or ended a moment ago, reads the shop's own prices at the next request. One
 * statement: the membership and the company's active lists with their versions, which name what
 * the viewer's prices are (`pricedBy`, the key of their cached answers: docs/decisions/144-contract-cache).
 */
export async function contractViewerOf(db: DB, userId: string, now: Date = new Date()): Promise<ContractViewer | null> {
  const [row] = await viewerLists(db, userId, now);
  if (!row || row.lists.length === 0) return null;
  return { companyId: row.companyId, at: now, pricedBy: `${row.companyId}|${row.lists.join(',')}` };
}

/** What each of `products` costs the viewer: their company's prices at the viewer's instant (one statement). */
export function viewerPricesOf(db: DB, viewer: ContractViewer, products: readonly OwnPrice[]): Promise<Map<string, BuyerPrice>> {
  return companyPricesOf(db, viewer.companyId, products, viewer.at);
}

/**
 * The viewer's price from one unit of a product, as a scalar expression of the caller's statement:
 * the winning list's (winningListPick: priority, then the company's position; an entry
 * before the list's catalogue-wide percentage), a fixed entry's price or the percentage off
 * `ownPriceCents` rounded halves up (percentOffCents: `(cents * (10000 - bp) + 5000) / 10000` in
 * integers), else `ownPriceCents`. The catalogue filters and sorts by it for a contract viewer.
 */
export function viewerPriceCentsSql(viewer: ContractViewer, productId: Expression<string>, ownPriceCents: Expression<number>): Expression<number> {
  const price = sql`case when e.price_cents is not null then e.price_cents::bigint
    else (${ownPriceCents}::bigint * (10000 - coalesce(e.percent_off_bp, l.catalogue_discount_bp)) + 5000) / 10000 end`;
  return sql<number>`coalesce((${winningListPick(price, viewer.companyId, productId, viewer.at)}), ${ownPriceCents}::bigint)`;
}
