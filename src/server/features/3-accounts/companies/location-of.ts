import type { CompanyRole, CompanyStatus } from '../../../../shared/schemas/company';
import type { AliasableExpression, Expression } from 'kysely';
import type { DB } from '../../../db/database';
import { compiledByShape } from '../../../db/compiled-once';

/** What an order of a member needs to know of their company and the location asked for, read under locks. */
export interface OrderingMember {
  companyId: string;
  companyName: string;
  status: CompanyStatus;
  role: CompanyRole;
  /** The locations a buyer may order for; empty: all of the company's. */
  locationIds: string[];
  /** The location asked for when it is the company's own; null otherwise (another company's, or none asked). */
  location: { id: string; name: string; address: string; phone: string; country: string } | null;
  /** The company's tax id and exemption as they are now (issue 38): an order freezes them. */
  tax: { taxId: string | null; exemption: 'reverse_charge' | 'certificate' | null; exemptionReference: string | null };
  /** The company's payment terms as they are under the lock (docs/decisions/141): `account` lets it buy on account. */
  paymentTerms: 'card' | 'account';
  /** Its net days on account (null on card terms): an on-account order's invoice falls due that many days after placing. */
  netDays: number | null;
}

/**
 * A scalar expression of the company's id that a higher feature adds to the member's statement
 * (its standing on account, its contract prices): `sql` writes it of the company's id and `values`,
 * each one parameter, so the statement is compiled once per form and only run after that
 * (compiledByShape). `sql` must be a function of its arguments alone, the same function on every call.
 */
export interface CompanyPart<T, A extends unknown[]> {
  sql: (companyId: Expression<string>, ...values: A) => AliasableExpression<T>;
  values: A;
}

/** `sql` of the company's id and `values` (CompanyPart). */
export function companyPart<T, A extends unknown[]>(sql: (companyId: Expression<string>, ...values: A) => AliasableExpression<T>, ...values: A): CompanyPart<T, A> {
  return { sql, values };
}

// Both statements are compiled once per form and run prepared (docs/decisions/153, 154): building
// and compiling the member's, with the order's prices and standing as subqueries, was most of what
// an order on account cost the server beyond a card order, and planning it cost Postgres more than
// running it.
const companyStatement = compiledByShape();
const memberStatement = compiledByShape();

/**
 * `userId`'s company, role and assigned locations, and the location `locationId` of that company,
 * or null for an account in no company: inside the caller's transaction, with the member's and
 * the company's rows locked `for share`, so a removal or a hold committed a moment before is seen,
 * and one racing the order waits for it (or for the order) rather than passing beside it. Two
 * statements for a member (the company's row, then the member's), one for anyone else.
 *
 * `forCredit`: an order on account will raise the company's balance (company-credit's
 * reserveCreditQuery), so its row is locked `for no key update` from the start, the lock that update
 * takes: two on-account checkouts of one company queue here instead of both holding a share lock
 * and deadlocking on the upgrade. Its standing (the part `forCredit` writes) is read in the
 * member's statement, which starts once the company's row is locked, so it sees every write
 * committed under that lock before it (the company's payments take it too) and holds until the
 * transaction ends: answered as `standing`.
 *
 * `forPrices`: what the order's lines cost the company (price-lists' companyRulesSql), read in the
 * member's statement for the same reason (a list assigned or unassigned under the company's lock
 * a moment before is seen) and at no round trip of its own: answered as `prices`.
 */
export async function lockOrderingMember<S = never, P = never, SA extends unknown[] = [], PA extends unknown[] = []>(
  trx: DB,
  userId: string,
  locationId: string | null,
  { forCredit, forPrices }: { forCredit?: CompanyPart<S, SA>; forPrices?: CompanyPart<P, PA> } = {},
): Promise<(OrderingMember & { standing?: S; prices?: P }) | null> {
  // The company's row first, then the member's: the order the companies feature's own writes take
  // them in (the company row locked, then its members changed), so the two never deadlock. An
  // account in no company costs this one statement.
  const [company] = await companyStatement(trx, [forCredit !== undefined], [userId], (user) =>
    trx
      .selectFrom('companies')
      .select('companies.id')
      .where('companies.id', '=', (eb) => eb.selectFrom('companyMembers').select('companyMembers.companyId').where('companyMembers.userId', '=', user))
      .$call((query) => (forCredit ? query.forNoKeyUpdate() : query.forShare())),
  );
  if (!company) return null;
  const creditValues = forCredit?.values ?? [];
  const priceValues = forPrices?.values ?? [];
  const shape = [locationId === null, forCredit?.sql, forPrices?.sql];
  const args: [string, string | null, ...unknown[]] = [userId, locationId, ...creditValues, ...priceValues];
  const [row] = await memberStatement(trx, shape, args, (user, location, ...values) =>
    trx
      .selectFrom('companyMembers')
      .innerJoin('companies', 'companies.id', 'companyMembers.companyId')
      .leftJoin('companyLocations', (join) =>
        join.onRef('companyLocations.companyId', '=', 'companyMembers.companyId').on((eb) => (locationId === null ? eb.lit(false) : eb('companyLocations.id', '=', location!))),
      )
      .select((eb) => [
        'companyMembers.companyId',
        'companies.name as companyName',
        'companies.status',
        'companyMembers.role',
        'companyLocations.id as locationId',
        'companyLocations.name as locationName',
        'companyLocations.address as locationAddress',
        'companyLocations.phone as locationPhone',
        'companyLocations.country as locationCountry',
        'companies.taxId',
        'companies.taxExemption',
        'companies.taxExemptionReference',
        'companies.paymentTerms',
        'companies.netDays',
        eb
          .selectFrom('companyMemberLocations')
          .select((inner) => inner.fn.agg<string[]>('array_agg', ['companyMemberLocations.locationId']).as('ids'))
          .whereRef('companyMemberLocations.userId', '=', 'companyMembers.userId')
          .$asScalar()
          .as('locationIds'),
      ])
      .$if(forCredit !== undefined, (query) =>
        query.select((eb) => forCredit!.sql(eb.ref('companyMembers.companyId'), ...(values.slice(0, creditValues.length) as SA)).as('standing')),
      )
      .$if(forPrices !== undefined, (query) =>
        query.select((eb) => forPrices!.sql(eb.ref('companyMembers.companyId'), ...(values.slice(creditValues.length) as PA)).as('prices')),
      )
      .where('companyMembers.userId', '=', user)
      .forShare(['companyMembers', 'companies']),
  );
  if (!row) return null;
  const location =
    row.locationId === null ? null : { id: row.locationId, name: row.locationName!, address: row.locationAddress!, phone: row.locationPhone!, country: row.locationCountry! };
  const tax = { taxId: row.taxId, exemption: row.taxExemption, exemptionReference: row.taxExemptionReference };
  const member = { companyId: row.companyId, companyName: row.companyName, status: row.status, role: row.role, locationIds: row.locationIds ?? [], location, tax, paymentTerms: row.paymentTerms, netDays: row.netDays };
  const { standing, prices } = row as { standing?: S; prices?: P };
  return { ...member, ...(forCredit && { standing }), ...(forPrices && { prices }) };
}
