import type { CheckoutLocations } from '../../../../shared/schemas/company';
import { mayOrderFor } from '../../../../shared/rules/company-ordering';
import type { DB } from '../../../db/database';
import { companyAccessOf } from './memberships';
import { creditOf, findCompanyTerms } from './company-credit';

/**
 * The company of `userId`, the locations they may order for, by name, and its terms and credit, for the checkout form;
 * null for an account in no company. The order's transaction checks the location again
 * (orders' decideDelivery): this only offers the choice.
 */
export async function checkoutLocationsOf(db: DB, userId: string): Promise<CheckoutLocations> {
  const access = await companyAccessOf(db, userId);
  if (!access) return null;
  const terms = findCompanyTerms(db, access.companyId);
  const locations = await db
    .selectFrom('companyLocations')
    .select(['id', 'name', 'address', 'country', 'phone', 'billingAddress'])
    .where('companyId', '=', access.companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return {
    company: { id: access.companyId, name: access.companyName, taxId: access.taxId, status: access.status },
    role: access.role,
    locations: locations.filter((location) => mayOrderFor(access, location.id)),
    // Its terms and credit available now, for the "Pay on account" choice; the order's transaction decides again.
    credit: creditOf((await terms)!),
  };
}
