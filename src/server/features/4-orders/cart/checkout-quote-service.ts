import { centsToDollars } from '../../../../shared/money';
import type { CheckoutQuoteInput } from '../../../../shared/schemas/cart';
import { taxNoteOf, toTaxLineDto, type CheckoutQuote } from '../../../../shared/schemas/tax';
import type { AppServices, ContextUser } from '../../../services';
import { decideDelivery } from '../orders/place-order';
import { quoteCharges } from '../shipping/order-charges';
import { deliveryField, deliveryOf } from './checkout-service';
import { listCartLines } from './cart-repository';
import { pricedLine } from './priced-cart';

/**
 * `POST /api/checkout/quote`: what `buyer`'s cart costs delivered where they ask (as checkout
 * takes it): the orderable lines at today's prices, every delivery method serving the address
 * priced for this cart (cheapest first), the chosen method's charge (else the cheapest's), the tax
 * lines and the total, by the same function placeOrder charges with (order-charges), so the order
 * stores what the quote said while nothing changes in between. Where it ships and the company's
 * exemption are decided as checkout decides them (decideDelivery, in a transaction of its own).
 *
 * Errors: checkout's refusals of the delivery (404 an `addressId` not theirs, a location's
 * refusals, 400 no address); 400 zones exist but none serves the address; 409 a
 * `shippingMethodId` that does not serve it.
 */
export async function quoteCheckout(services: AppServices, buyer: ContextUser, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  const { db, config } = services;
  const delivery = await deliveryOf(services, buyer, input);
  const rows = await listCartLines(db, buyer.id);
  const lines = rows
    .map((row) => ({ row, priced: pricedLine(row) }))
    .filter(({ priced }) => priced.orderable)
    .map(({ row, priced }) => ({ totalCents: priced.lineTotalCents, quantity: row.quantity, weightGrams: row.weightGrams, taxClass: row.taxClass }));
  const { charges, methods, taxNote } = await db.transaction().execute(async (trx) => {
    const decided = await decideDelivery(trx, buyer.id, delivery, { locationId: 'locationId', address: 'address' });
    const quoted = await quoteCharges(trx, {
      to: decided.shipTo ?? { country: config.seller.country, postcode: null },
      lines,
      shippingMethodId: input.shippingMethodId,
      unchosen: 'cheapest',
      fields: { address: deliveryField(input), shippingMethodId: 'shippingMethodId' },
      exempt: decided.buyerTax.exemption !== null,
      pricesIncludeTax: config.pricesIncludeTax,
    });
    return { ...quoted, taxNote: taxNoteOf(decided.buyerTax.exemption, decided.buyerTax.exemptionReference) };
  });
  return {
    goods: centsToDollars(charges.goodsCents),
    shipping: centsToDollars(charges.shippingCents),
    tax: charges.taxLines.map(toTaxLineDto),
    total: centsToDollars(charges.totalCents),
    methods: methods.map((method) => ({ id: method.id, name: method.name, price: centsToDollars(method.priceCents), estimate: method.estimate })),
    shippingMethodId: charges.shipping?.methodId ?? null,
    taxNote,
  };
}
