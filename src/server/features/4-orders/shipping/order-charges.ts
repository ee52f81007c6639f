import { orderWeightGrams, servingZones, shippingPriceCents, type ShipTo } from '../../../../shared/rules/shipping';
import { orderTax, type OrderFigures, type TaxClass } from '../../../../shared/rules/tax';
import { noDeliveryMessage, SHIPPING_METHOD_REQUIRED_MESSAGE } from '../../../../shared/schemas/shipping';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../../../shared/words/shipping-method-unavailable';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { findChargeFacts } from './charges-repository';

/**
 * What an order is charged for delivery and tax (issue 38, docs/decisions/132): the one place
 * checkout's quote and placeOrder ask, so both charge the same. One round trip reads the zones of
 * the address's country with their methods and the country's tax rates (findChargeFacts); the
 * shared rules do the rest (servingZones, shippingPriceCents, orderWeightGrams, orderTax).
 */
export interface ChargeRequest {
  to: ShipTo;
  /** Each line as priced (cents), with its product's weight and tax class. */
  lines: readonly { totalCents: number; quantity: number; weightGrams: number | null; taxClass: TaxClass }[];
  /** The method the buyer chose; undefined: none chosen yet. */
  shippingMethodId?: string;
  /**
   * Methods serve the address but none was chosen: `required` refuses (checkout asks the buyer),
   * `cheapest` charges the cheapest (the spec's `POST /api/order` and the quote, which name none).
   */
  unchosen: 'required' | 'cheapest';
  /** The input's names for the refusals: the delivery address (or location) field and the method's. */
  fields: { address: string; shippingMethodId: string };
  /** The buyer's company is tax-exempt. */
  exempt: boolean;
  pricesIncludeTax: boolean;
}

export interface OrderCharges extends OrderFigures {
  /** The chosen method as charged; null when the shop charges no shipping here (no zone at all). */
  shipping: { methodId: string; name: string; estimate: string } | null;
}

/** A method serving the address, priced for these lines (cents). */
export interface PricedMethod {
  id: string;
  name: string;
  estimate: string;
  priceCents: number;
}

export type ChargeOrder = (db: DB, request: ChargeRequest) => Promise<OrderCharges>;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name for the refusal: "Norway" for NO; the code itself for one Intl does not know. */
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The charges and every method serving the address, cheapest first (ties in the admin's order).
 *
 * Errors: 400 zones exist but none (with a method) serves the address (`noDeliveryMessage`, on
 * `fields.address`); 409 a chosen method that does not serve it (`fields.shippingMethodId`); 400 methods
 * serve but none was chosen while `unchosen` is `required`.
 */
export async function quoteCharges(db: DB, request: ChargeRequest): Promise<{ charges: OrderCharges; methods: PricedMethod[] }> {
  const facts = await findChargeFacts(db, request.to.country);
  const goodsCents = request.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const weightGrams = orderWeightGrams(request.lines);
  const methods = servingZones(facts.zones, request.to)
    .flatMap((zone) => zone.methods)
    .map((method) => ({ id: method.id, name: method.name, estimate: method.estimate, priceCents: shippingPriceCents(method, { goodsCents, weightGrams }) }))
    .map((method, index) => ({ method, index }))
    .sort((a, b) => a.method.priceCents - b.method.priceCents || a.index - b.index)
    .map(({ method }) => method);

  let chosen: PricedMethod | null = null;
  if (facts.anyZones) {
    if (methods.length === 0) {
      const message = noDeliveryMessage(countryName(request.to.country));
      throw new AppError('invalid', message, { [request.fields.address]: [message] });
    }
    if (request.shippingMethodId !== undefined) {
      chosen = methods.find((method) => method.id === request.shippingMethodId) ?? null;
      if (!chosen) throw new AppError('conflict', SHIPPING_METHOD_UNAVAILABLE_MESSAGE, { [request.fields.shippingMethodId]: [SHIPPING_METHOD_UNAVAILABLE_MESSAGE] });
    } else if (request.unchosen === 'required') {
      throw new AppError('invalid', SHIPPING_METHOD_REQUIRED_MESSAGE, { [request.fields.shippingMethodId]: [SHIPPING_METHOD_REQUIRED_MESSAGE] });
    } else {
      chosen = methods[0]!;
    }
  }

  const figures = orderTax({
    lines: request.lines,
    shippingCents: chosen?.priceCents ?? 0,
    rates: facts.rates,
    to: request.to,
    pricesIncludeTax: request.pricesIncludeTax,
    exempt: request.exempt,
  });
  return { charges: { ...figures, shipping: chosen && { methodId: chosen.id, name: chosen.name, estimate: chosen.estimate } }, methods };
}

/** The charges alone (quoteCharges says how and its refusals): what placeOrder stores. */
export const chargeOrder: ChargeOrder = async (db, request) => (await quoteCharges(db, request)).charges;
