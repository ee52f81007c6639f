import { centsToDollars } from '../../../../../shared/money';
import { AGEING_BUCKETS, ageingOf, calendarDateOf, daysOverdue, type Ageing } from '../../../../../shared/rules/account-terms';
import type { Receivables } from '../../../../../shared/schemas/account-terms';
import type { ReceivablesSort } from '../../../../../shared/receivables-sorts';
import type { DB } from '../../../../db/database';
import { listReceivableDues } from './receivables-repository';
import { ageingInDollars } from './statements-service';

/*
 * `GET /api/receivables` (shop admin): every company on account, with a balance or an invoice
 * owing, its balance and the ageing of what its invoices owe, from ONE grouped statement over all
 * companies; sorted here (a few hundred rows) and totalled.
 */

interface CompanyDues {
  companyId: string;
  name: string;
  balanceCents: number;
  dues: { dueCents: number; dueOn: string }[];
}

/** Days overdue of the company's oldest invoice owing (0: nothing overdue). */
const oldestOverdue = (company: CompanyDues, today: string) => Math.max(0, ...company.dues.map((due) => daysOverdue(due.dueOn, today)));

const byName = (a: CompanyDues, b: CompanyDues) => a.name.localeCompare(b.name) || a.companyId.localeCompare(b.companyId);
const byBalance = (a: CompanyDues, b: CompanyDues) => b.balanceCents - a.balanceCents || byName(a, b);

/** Receivables on `now`'s calendar day (UTC), sorted by `sort`. */
export async function receivables(db: DB, sort: ReceivablesSort, now: Date): Promise<Receivables> {
  const today = calendarDateOf(now);
  const companies = new Map<string, CompanyDues>();
  for (const row of await listReceivableDues(db)) {
    const company = companies.get(row.companyId) ?? { companyId: row.companyId, name: row.name, balanceCents: row.balanceCents, dues: [] };
    if (row.dueOn !== null && row.dueCents !== null) company.dues.push({ dueCents: row.dueCents, dueOn: row.dueOn });
    companies.set(row.companyId, company);
  }
  const order =
    sort === 'name' ? byName : sort === 'overdue' ? (a: CompanyDues, b: CompanyDues) => oldestOverdue(b, today) - oldestOverdue(a, today) || byBalance(a, b) : byBalance;
  const items = [...companies.values()].sort(order).map((company) => ({ ...company, ageingCents: ageingOf(company.dues, today) }));
  const totalAgeing = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, items.reduce((sum, item) => sum + item.ageingCents[bucket], 0)])) as Ageing;
  return {
    items: items.map((item) => ({ companyId: item.companyId, name: item.name, balance: centsToDollars(item.balanceCents), ageing: ageingInDollars(item.ageingCents) })),
    totals: { balance: centsToDollars(items.reduce((sum, item) => sum + item.balanceCents, 0)), ageing: ageingInDollars(totalAgeing) },
  };
}
