import { LOCATION_FOR_MEMBERS_ONLY_MESSAGE, LOCATION_NOT_YOURS_MESSAGE, LOCATION_REQUIRED_MESSAGE } from '../../../../shared/schemas/company';
import { COMPANY_ON_HOLD_MESSAGE } from '../../../../shared/words/company-hold';
import { REQUIRED_FIELD_MESSAGE } from '../../../../shared/schemas/text';
import { mayOrderFor } from '../../../../shared/rules/company-ordering';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { lockOrderingMember, type CompanyPart } from '../../3-accounts/companies/location-of';
import type { ShipTo } from '../../../../shared/rules/shipping';

/**
 * Where an order ships, as the buyer asked: a phone and an address (a customer buying for
 * themselves) with its country and postcode when known (a saved or typed address; the spec's free
 * text has none), a location of their company by id (a member), or nothing given yet.
 */
export type DeliveryRequest = { phone: string; address: string; shipTo?: ShipTo } | { locationId: string } | null;

/** The buyer's company's tax facts as the order freezes them; a customer buying for themselves has none. */
export interface BuyerTax {
  taxId: string | null;
  exemption: 'reverse_charge' | 'certificate' | null;
  exemptionReference: string | null;
}
const NO_COMPANY_TAX: BuyerTax = { taxId: null, exemption: null, exemptionReference: null };

/** The input's names for the delivery, so a refusal names the field the caller sent (`locationId`, `OrderInformation.locationId`). */
export interface DeliveryFields {
  locationId: string;
  address: string;
}

/** What the order row keeps of where it ships, and for which company. */
export interface OrderDelivery {
  phone: string;
  address: string;
  companyId: string | null;
  locationId: string | null;
  locationName: string | null;
  locationAddress: string | null;
}

/**
 * Decides where the order ships, inside the order's transaction (lockOrderingMember: the member's
 * and the company's rows locked for share, so a member removed or a company put on hold a moment
 * before is refused). A company member orders for a location they may order for, and the order
 * ships to its address and phone, keeping a copy of its name and address as they are now; anyone
 * else gives a phone and an address, as before companies.
 *
 * Returns the delivery the order row keeps, the company's name for its e-mail, where shipping and
 * tax are charged for (`shipTo`: the address's country and postcode, the location's country; null
 * for the spec's free text, which counts as the seller's country) and the company's tax id and
 * exemption as they are under the lock.
 *
 * `forCredit`: the order is placed on the company's account, so the company's row is locked `for no
 * key update` from the start (lockOrderingMember: the lock reserveCreditQuery's update takes; docs/decisions/141),
 * and `account` answers the company's payment terms, net days and its `standing` read under that lock (null for
 * an account in no company).
 *
 * `forPrices`: the company's prices of the order's lines, read in the member's statement under the
 * locks (lockOrderingMember), answered as `prices` (null for an account in no company).
 *
 * Errors: 400 a member without a location, a location from someone in no company, or neither an
 * address nor a location; 409 the company is on hold; 404 a location not of the member's company;
 * 403 a location of their company not assigned to the buyer.
 */
export async function decideDelivery<S = never, P = never, SA extends unknown[] = [], PA extends unknown[] = []>(
  trx: DB,
  buyerId: string,
  request: DeliveryRequest,
  fields: DeliveryFields,
  { forCredit, forPrices }: { forCredit?: CompanyPart<S, SA>; forPrices?: CompanyPart<P, PA> } = {},
): Promise<{
  delivery: OrderDelivery;
  companyName: string | null;
  shipTo: ShipTo | null;
  buyerTax: BuyerTax;
  account: { paymentTerms: 'card' | 'account'; netDays: number | null; standing: S } | null;
  prices: P | null;
}> {
  const locationId = request !== null && 'locationId' in request ? request.locationId : null;
  const member = await lockOrderingMember(trx, buyerId, locationId, { forCredit, forPrices });
  if (!member) {
    if (locationId !== null) throw new AppError('invalid', LOCATION_FOR_MEMBERS_ONLY_MESSAGE, { [fields.locationId]: [LOCATION_FOR_MEMBERS_ONLY_MESSAGE] });
    if (request === null || !('address' in request)) throw new AppError('invalid', REQUIRED_FIELD_MESSAGE, { [fields.address]: [REQUIRED_FIELD_MESSAGE] });
    return {
      delivery: { phone: request.phone, address: request.address, companyId: null, locationId: null, locationName: null, locationAddress: null },
      companyName: null,
      shipTo: request.shipTo ?? null,
      buyerTax: NO_COMPANY_TAX,
      account: null,
      prices: null,
    };
  }
  if (member.status === 'on_hold') throw new AppError('conflict', COMPANY_ON_HOLD_MESSAGE);
  if (locationId === null) throw new AppError('invalid', LOCATION_REQUIRED_MESSAGE, { [fields.locationId]: [LOCATION_REQUIRED_MESSAGE] });
  // Another company's location is answered as one that does not exist: nobody learns which ids are taken.
  if (!member.location) throw new AppError('not-found', LOCATION_NOT_YOURS_MESSAGE, { [fields.locationId]: [LOCATION_NOT_YOURS_MESSAGE] });
  if (!mayOrderFor(member, locationId)) throw new AppError('forbidden', LOCATION_NOT_YOURS_MESSAGE, { [fields.locationId]: [LOCATION_NOT_YOURS_MESSAGE] });
  const { location } = member;
  return {
    delivery: { phone: location.phone, address: location.address, companyId: member.companyId, locationId: location.id, locationName: location.name, locationAddress: location.address },
    companyName: member.companyName,
    shipTo: { country: location.country, postcode: null },
    buyerTax: member.tax,
    account: forCredit ? { paymentTerms: member.paymentTerms, netDays: member.netDays, standing: member.standing as S } : null,
    prices: forPrices ? (member.prices as P) : null,
  };
}
