import { centsToDollars } from '../../../../shared/money';
import { isOutOfStock, lineTotalCents, orderQuantityProblem, OUT_OF_STOCK_MESSAGE, unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import type { CheckoutQuoteInput, QuoteLine } from '../../../../shared/schemas/cart';
import { taxNoteOf, toTaxLineDto, type CheckoutQuote } from '../../../../shared/schemas/tax';
import { AppError, type AppErrorKind } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import type { AppServices, ContextUser } from '../../../services';
import { findLiveCartProducts, type CartProduct } from '../../2-catalogue/products/cart-products';
import { decideDelivery } from '../orders/place-order';
import { quoteCharges } from '../shipping/order-charges';
import { deliveryField, deliveryOf } from './checkout-service';
import { listCartLines } from './cart-repository';
import { pricedLine } from './priced-cart';
import { companyPricesOf } from '../../3-accounts/price-lists/buyer-prices';
import type { OwnPrice } from '../../../../shared/rules/contract-prices';

/** A line to quote: its product's own prices and its quantity, priced for the buyer's company once it is decided (linesAt). */
interface LineToQuote {
  product: OwnPrice & Pick<CartProduct, 'weightGrams' | 'taxClass'>;
  quantity: number;
}

/** The cart's orderable lines (a line checkout would refuse is left out, as the cart's total leaves it: orderable does not depend on the price). */
async function cartLinesToQuote(db: DB, buyerId: string): Promise<LineToQuote[]> {
  const rows = await listCartLines(db, buyerId);
  return rows
    .filter((row) => pricedLine(row).orderable)
    .map((row) => ({ product: { ...row, id: row.productId }, quantity: row.quantity }));
}

/** The lines at today's prices for the company's members (`companyId`: its contract prices in one statement; null: the products' own). */
async function linesAt(db: DB, companyId: string | null, lines: readonly LineToQuote[]) {
  const prices = await companyPricesOf(db, companyId, lines.map((line) => line.product));
  return lines.map(({ product, quantity }) => ({
    totalCents: lineTotalCents(quantity, unitPriceCentsFor(prices.get(product.id)!, quantity)),
    quantity,
    weightGrams: product.weightGrams,
    taxClass: product.taxClass,
  }));
}

interface LineRefusal {
  kind: AppErrorKind;
  field: string;
  message: string;
}

/** Why `line` (the `index`th asked for) of `product` cannot be ordered now, by the rules POST /api/order orders by; null when it can. */
function lineRefusal(index: number, line: QuoteLine, product: CartProduct | undefined): LineRefusal | null {
  if (!product) return { kind: 'not-found', field: `lines.${index}.productId`, message: 'No such product' };
  if (isOutOfStock(product)) return { kind: 'conflict', field: `lines.${index}.quantity`, message: OUT_OF_STOCK_MESSAGE };
  const rule = orderQuantityProblem(product, line.quantity);
  return rule ? { kind: 'invalid', field: `lines.${index}.quantity`, message: rule } : null;
}

/**
 * `lines` at today's prices (the tier for the quantity), each checked as `POST /api/order` checks
 * it. Every refused line is named in `fieldErrors` and the first decides the answer: 404 a
 * product unknown or not sold now (`lines.{i}.productId`), 409 out of stock, 400 a quantity its
 * rules refuse (`lines.{i}.quantity`: the minimum, the packs, the maximum, the stock).
 */
async function requestedLinesToQuote(db: DB, lines: readonly QuoteLine[]): Promise<LineToQuote[]> {
  const found = await findLiveCartProducts(db, [...new Set(lines.map((line) => line.productId))]);
  const products = new Map(found.map((product) => [product.id, product]));
  const refusals = lines.flatMap((line, index) => lineRefusal(index, line, products.get(line.productId)) ?? []);
  const [first] = refusals;
  if (first) throw new AppError(first.kind, first.message, Object.fromEntries(refusals.map((refusal) => [refusal.field, [refusal.message]])));
  return lines.map((line) => ({ product: products.get(line.productId)!, quantity: line.quantity }));
}

/**
 * `POST /api/checkout/quote`: what `buyer`'s cart (or the `lines` asked for) costs delivered where they ask (as checkout
 * takes it): the orderable lines at today's prices for the buyer (their company's contract prices, issue 39), every delivery method serving the address
 * priced for this cart (cheapest first), the chosen method's charge (else the cheapest's), the tax
 * lines and the total, by the same function placeOrder charges with (order-charges), so the order
 * stores what the quote said while nothing changes in between. Where it ships and the company's
 * exemption are decided as checkout decides them (decideDelivery, in a transaction of its own).
 *
 * Errors: with `lines`, a line refused (requestedLinesToQuote: 404, 409 or 400 naming
 * `lines.{i}.productId` or `lines.{i}.quantity`); checkout's refusals of the delivery (404 an `addressId` not theirs, a location's
 * refusals, 400 no address); 400 zones exist but none serves the address; 409 a
 * `shippingMethodId` that does not serve it.
 */
export async function quoteCheckout(services: AppServices, buyer: ContextUser, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  const { db, config } = services;
  const delivery = await deliveryOf(services, buyer, input);
  const lines = input.lines ? await requestedLinesToQuote(db, input.lines) : await cartLinesToQuote(db, buyer.id);
  const { charges, methods, taxNote } = await db.transaction().execute(async (trx) => {
    const decided = await decideDelivery(trx, buyer.id, delivery, { locationId: 'locationId', address: 'address' });
    const quoted = await quoteCharges(trx, {
      to: decided.shipTo ?? { country: config.seller.country, postcode: null },
      // At the prices the order would charge: the company decideDelivery read under its lock (placeOrder does the same).
      lines: await linesAt(trx, decided.delivery.companyId, lines),
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
