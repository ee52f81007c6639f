import { sql, type Expression } from 'kysely';
import type { BuyerPrice, OwnPrice } from '../../../../shared/rules/contract-prices';
import type { DB } from '../../../db/database';
import type { ContractReading, ContractViewer } from '../../../services';
import { compiledOnce } from '../../../db/compiled-once';
import { memberCompanyQuery } from '../companies/memberships';
import { companyPricesOf } from './buyer-prices';
import { listActiveAt, winningListPick } from './contract-rules-repository';

/**
 * The company of `userId`, its lists active at `now`, each as `id:version:position`, in the order
 * they win (priority, then position), and the next instant after `now` that set changes (the
 * earliest start or end of any of its lists' windows still ahead): one statement, compiled once
 * (it runs on every signed-in read of a public path the response cache has not seen the reader
 * on). No row: an account in no company.
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
      sql<Date | null>`(
        select min(bound.at)
        from company_price_lists c join price_lists l on l.id = c.price_list_id
        cross join lateral (values (l.starts_at), (l.ends_at)) as bound(at)
        where c.company_id = m.company_id and bound.at > ${now})`.as('changesAt'),
    ]),
);

/**
 * `userId` as a reader of prices (docs/decisions/139-contract-reads): `viewer`, a member of a
 * company with at least one list active at `now`, or null (a visitor's prices: an account in no
 * company, or in one without a list now). Read fresh on every call: a member removed, or a list
 * unassigned or ended a moment ago, reads the shop's own prices at the next request. One
 * statement: the membership and the company's active lists with their versions, which name what
 * the viewer's prices are (`pricedBy`, the key of their cached answers:
 * docs/decisions/144-contract-cache).
 *
 * `changesAt` is until when the reading holds unless something is written: the next start or end
 * of one of the company's lists' windows (null: none ahead, or in no company). Only the response
 * cache's choice of which kept answer to send remembers a reading, until then at most, and every
 * write that could change it sooner tells it so by trigger (docs/decisions/152).
 */
export async function contractReadingOf(db: DB, userId: string, now: Date = new Date()): Promise<ContractReading> {
  const [row] = await viewerLists(db, userId, now);
  if (!row) return { viewer: null, changesAt: null };
  const viewer = row.lists.length === 0 ? null : { companyId: row.companyId, at: now, pricedBy: `${row.companyId}|${row.lists.join(',')}` };
  return { viewer, changesAt: row.changesAt };
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
