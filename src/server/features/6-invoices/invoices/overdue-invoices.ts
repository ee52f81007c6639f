import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AccountStanding } from '../../../services';
import { unpaidAccountOrders } from '../../4-orders/orders/customer-orders';
import { allocatedCentsOf, creditedCentsOf } from './receivables/invoice-settlement';
import { carriedCreditsQuery, type CarriedCredit } from './receivables/record-payment';

/**
 * Whether the company `companyId` has an on-account invoice more than `days` days past its due
 * date on `today` (`YYYY-MM-DD`, UTC) that still owes something: its order's total is more than
 * its credit notes and the payments allocated to it (docs/decisions/141: what an invoice still owes
 * is derived), stopping at the first such invoice; only its orders not yet paid are read
 * (unpaidAccountOrders: a paid one owes nothing), not every invoice it ever had; and its carried
 * credit. One scalar subquery of the caller's statement (the checkout's read of the member under
 * the company's row lock, which every write of the company's payments takes too: the answer holds
 * until the invoice is issued), so buying on account costs no round trip of its own for either. Checkout on account is refused
 * while an invoice is overdue (ON_ACCOUNT_OVERDUE_DAYS).
 *
 * @example
 * db.selectFrom('companies').select((eb) => accountStandingOf(eb.ref('companies.id'), '2026-11-27', 30).as('standing'))
 */
export function accountStandingOf(companyId: Expression<string>, today: string, days: number) {
  const eb = expressionBuilder<Database, never>();
  const overdue = eb.exists(
    eb
      .selectFrom(unpaidAccountOrders().where('orders.companyId', '=', companyId).as('o'))
      .innerJoin('invoices', 'invoices.orderId', 'o.id')
      .select('invoices.number')
      .where('invoices.dueOn', '<', sql<string>`cast(${today} as date) - cast(${days} as integer)`)
      .where((inner) => sql<boolean>`${inner.ref('o.totalCents')} > ${creditedCentsOf(inner.ref('o.id'))} + ${allocatedCentsOf(inner.ref('invoices.number'))}`)
      .limit(1),
  );
  const credits = eb
    .selectFrom(carriedCreditsQuery(companyId).as('c'))
    .select(
      sql<CarriedCredit[]>`coalesce(json_agg(json_build_object('id', c.id, 'leftCents', c.left_cents) order by c.received_on, c.created_at), '[]')`.as('credits'),
    )
    .$asScalar();
  return sql<AccountStanding>`json_build_object('overdue', ${overdue}, 'carriedCredits', ${credits})`;
}
