import { randomUUID } from 'node:crypto';
import { formatCents } from '../../../../shared/money';
import { isOutOfStock, lineTotalCents, orderQuantityProblem, unitPriceCentsFor } from '../../../../shared/rules/quantity-rules';
import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import { planGenerically } from '../../../db/prepared-statements';
import type { AccountStanding, AppServices, ContextUser } from '../../../services';
import { orderPlacedMail, orderPlacedOnAccountMail } from '../../1-platform/mail/templates/order-mails';
import { findCompanyTerms } from '../../3-accounts/companies/company-credit';
import { companyPart } from '../../3-accounts/companies/location-of';
import { availableCreditCents, calendarDateOf, creditExceededMessage, dueDateOf } from '../../../../shared/rules/account-terms';
import { ON_ACCOUNT_NOT_OFFERED_MESSAGE, ON_ACCOUNT_OVERDUE_MESSAGE, type PaymentMethod } from '../../../../shared/schemas/account-terms';
import type { OrderableProduct } from '../../2-catalogue/products/stock-repository';
import { holdInWords, orderHoldMs } from './order-hold';
import { lockOrderRows } from './order-locks';
import { orderEventRow } from './order-timeline';
import { insertPlacedOrder } from './orders-repository';
import { decideDelivery, type DeliveryFields, type DeliveryRequest } from './order-delivery';
import { chargeOrder } from '../shipping/order-charges';
import { companyPricesOfRules, companyRulesSql } from '../../3-accounts/price-lists/buyer-prices';
import type { BuyerPrice } from '../../../../shared/rules/contract-prices';

export type { DeliveryRequest };
/** Checkout's quote decides where the cart would ship as placeOrder does. */
export { decideDelivery };

/** One line the buyer asks for. */
export interface LineRequest {
  productId: string;
  quantity: number;
  /** The unit price (cents) the buyer last saw: the line is refused if the server's price differs. */
  expectedUnitPriceCents?: number;
}

export interface PlaceOrderRequest {
  lines: readonly LineRequest[];
  /** Where it ships (decideDelivery says how a company member's location is checked). */
  delivery: DeliveryRequest;
  /** The input's names for the delivery's fields, for its refusals: `locationId` and `address` unless told. */
  deliveryFields?: DeliveryFields;
  poNumber?: string;
  note?: string;
  /** The delivery method the buyer chose (order-charges: refused when it does not serve the address). */
  shippingMethodId?: string;
  /** Methods serve the address but none was chosen: `required` (unless told) refuses, as checkout does; `cheapest` charges the cheapest (the spec's `POST /order`). */
  unchosenMethod?: 'required' | 'cheapest';
  /** The input's names for the charges' refusals: the delivery field (`address` or `locationId` unless told) and the method's (`shippingMethodId`). */
  chargeFields?: { address?: string; shippingMethodId?: string };
  /** `account`: on the buyer's company's account (issue 40, docs/decisions/141); card unless told. */
  paymentMethod?: PaymentMethod;
}

/** A refusal of buying on account, named on the checkout's `paymentMethod`. */
const accountRefused = (message: string) => new AppError('conflict', message, { paymentMethod: [message] });

/**
 * Why a line cannot be ordered: `unknown` (no such live product), `out-of-stock` (fewer units
 * left than its smallest order), `short` (fewer units left than asked), `rule` (the minimum, the
 * maximum or the pack size), `price` (its price is not the one the buyer saw).
 */
export interface LineProblem {
  index: number;
  productId: string;
  kind: 'unknown' | 'out-of-stock' | 'short' | 'rule' | 'price';
  /** In words, naming the product: "Border spade: only 8 units left". */
  message: string;
  /** The rule's own words without the product's name, as the spec's single-product answers say it ("Maximum order quantity 8"). */
  rule: string;
}

/** Thrown inside placeOrder's transaction (so nothing is written) when any line cannot be ordered; every such line is listed. */
export class LinesRefused extends Error {
  constructor(readonly problems: LineProblem[]) {
    super(problems.map((problem) => problem.message).join('; '));
  }
}

/** What is wrong with ordering `line` of `product` (locked, as it is now) at the buyer's `price` for it, or null. */
function problemOf(index: number, line: LineRequest, product: OrderableProduct | undefined, price: BuyerPrice | undefined): LineProblem | null {
  const problem = (kind: LineProblem['kind'], rule: string, words = rule): LineProblem => ({
    index,
    productId: line.productId,
    kind,
    rule,
    message: `${product?.name ?? 'A product'}: ${words.charAt(0).toLowerCase()}${words.slice(1)}`,
  });
  if (!product) return problem('unknown', 'No longer sold');
  if (isOutOfStock(product)) return problem('out-of-stock', 'Out of stock');
  const rule = orderQuantityProblem(product, line.quantity);
  if (rule && line.quantity > product.quantity && line.quantity >= product.minimumOrder) {
    return problem('short', rule, `Only ${product.quantity} units left`);
  }
  if (rule) return problem('rule', rule);
  const unitPriceCents = unitPriceCentsFor(price ?? product, line.quantity);
  if (line.expectedUnitPriceCents !== undefined && line.expectedUnitPriceCents !== unitPriceCents) {
    const which = price?.priceList ? ` (contract price, ${price.priceList.name})` : '';
    return problem('price', `The price changed from ${formatCents(line.expectedUnitPriceCents)} to ${formatCents(unitPriceCents)} a unit${which}`);
  }
  return null;
}

/**
 * Whether the buyer's company may buy on account now, as decideDelivery read it under the company's
 * row lock (`account`, null for an account in no company): 409 on `paymentMethod` for an account in
 * no company, a company on card terms, or one with an on-account invoice more than
 * ON_ACCOUNT_OVERDUE_DAYS overdue (the invoices feature's accountStandingOf). A company on hold was
 * refused by decideDelivery already; the limit is reserveCreditQuery's, in the statement that stores the order.
 */
function mayBuyOnAccount(account: { paymentTerms: 'card' | 'account'; netDays: number | null; standing: AccountStanding } | null): AccountStanding & { netDays: number } {
  if (!account || account.paymentTerms !== 'account' || account.netDays === null) throw accountRefused(ON_ACCOUNT_NOT_OFFERED_MESSAGE);
  if (account.standing.overdue) throw accountRefused(ON_ACCOUNT_OVERDUE_MESSAGE);
  return { ...account.standing, netDays: account.netDays };
}

/** Why reserveCreditQuery refused `totalCents` (read under the company's lock): over the limit, naming the credit available. */
async function creditRefusal(trx: DB, companyId: string, totalCents: number): Promise<AppError> {
  const terms = await findCompanyTerms(trx, companyId);
  if (!terms || terms.paymentTerms !== 'account' || terms.creditLimitCents === null) return accountRefused(ON_ACCOUNT_NOT_OFFERED_MESSAGE);
  return accountRefused(creditExceededMessage(totalCents, availableCreditCents(terms.creditLimitCents, terms.balanceCents)));
}

/**
 * An unverified buyer holds at most `cap` units at once across their unpaid orders (the stock
 * they take is held from everyone until paid or expired): `held` already, `units` more asked.
 * Decided under the buyer's row lock (lock_order_rows sums `held` after taking it), so two
 * tabs checking out at once cannot both pass.
 */
function heldUnitsCheck(cap: number, held: number, units: number): void {
  if (held + units <= cap) return;
  const holding = held > 0 ? ` Your unpaid orders already hold ${held}.` : '';
  throw new AppError('conflict', `Verify your e-mail address to hold more than ${cap} units at once in unpaid orders.${holding}`);
}

/**
 * Places `buyer`'s order of `request.lines` (docs/decisions/094). Only the products, quantities,
 * contact and references come from the client; names, SKUs, prices (each line's volume tier for
 * its quantity, of the buyer's contract prices when a list of their company prices it: issue 39),
 * totals, status and payment state are the server's.
 *
 * One transaction: the order's number is taken and the buyer's row is locked (MAX_OPEN_UNPAID_ORDERS
 * and the unverified buyer's cap on units held, UNVERIFIED_MAX_HELD_UNITS, hold under parallel requests), then every line's product in
 * id order, so two orders of the same products never deadlock whatever order their lines are in:
 * one round trip (lockOrderRows). Every line is checked under those locks; then one statement
 * takes the whole stock, all or nothing, and stores the order, its lines, its first timeline
 * event and its 'order placed' e-mail. Where it ships is decided under those locks too (decideDelivery:
 * a company member's location, refused for a member removed or a company put on hold a moment before). So are its delivery and tax charges
 * (shipping's chargeOrder, with the lines' weights and tax classes as locked, the address's country, a free-text
 * address counting as SELLER_COUNTRY, and the company's exemption read under the member's lock): the order stores them
 * with its tax lines, and `totalCents` is what the customer pays. `inTransaction` runs in the same transaction once the order's
 * lines are checked and priced, just before the statement that stores it (the cart empties itself there).
 *
 * On account (`paymentMethod: 'account'`, issue 40, docs/decisions/141): the company's row is locked `for no key update`
 * with the member's (two share locks upgraded together would deadlock); a company on card terms, or with an invoice more
 * than ON_ACCOUNT_OVERDUE_DAYS overdue, is refused before pricing; once the total is known, the statement that stores the order
 * raises the company's balance by it within the limit (reserveCreditQuery, one conditional update: no interleaving of checkouts
 * exceeds it) or the order is refused naming the credit available and rolled back, nothing taken. The order is stored `processing` (confirmed: it never expires), its invoice
 * issued in the same statement, due the company's net days after today, and the e-mail names and attaches it.
 *
 * Errors: LinesRefused listing every line that cannot be ordered (the callers say it in their
 * words); decideDelivery's refusals of the delivery; chargeOrder's (no delivery to the address, a method not serving it,
 * no method chosen); 400 no line, or a product listed twice; 409 the buyer already holds the most unpaid orders allowed,
 * or an unverified buyer would hold more units than the cap (the message asks them to verify their e-mail); on account, 409 on
 * `paymentMethod`: not offered (no company, card terms), an invoice overdue, or the total over the credit available.
 */
export async function placeOrder(
  { db, config, ports }: AppServices,
  buyer: ContextUser,
  request: PlaceOrderRequest,
  inTransaction?: (trx: DB, order: { id: string; number: string }) => Promise<void>,
): Promise<{ insertedId: string; number: string }> {
  const productIds = request.lines.map((line) => line.productId);
  if (productIds.length === 0) throw new AppError('invalid', 'An order holds at least one line');
  if (new Set(productIds).size !== productIds.length) throw new AppError('invalid', 'List each product once');
  return db.transaction().execute(async (trx) => {
    // Each statement below looks its rows up by key: planned for its values, the member's statement
    // cost Postgres five times what running it did (docs/decisions/154).
    await planGenerically(trx);
    const limit = config.payments.maxOpenUnpaidOrders;
    const locked = await lockOrderRows(trx, buyer.id, productIds, limit);
    const { number, verified } = locked;
    const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
    // The caps on unpaid orders protect stock held until paid: an on-account order is confirmed at once and holds none.
    const onAccount = request.paymentMethod === 'account';
    if (!onAccount && locked.openOrders >= limit) {
      throw new AppError('conflict', `You already have ${limit} unpaid orders. Pay for or cancel one of them before ordering more.`);
    }
    if (!onAccount && !verified) heldUnitsCheck(config.payments.unverifiedMaxHeldUnits, locked.heldUnits, units);

    // Where it ships and for which company, decided under the member's row lock (decideDelivery).
    const deliveryFields = request.deliveryFields ?? { locationId: 'locationId', address: 'address' };
    const now = new Date();
    // Buying on account (docs/decisions/141): the company's row is locked `for no key update` by
    // decideDelivery, and its terms, overdue invoices and carried credit read in the member's statement
    // under that lock, so they hold until the credit is reserved and the invoice issued below.
    const overdueDays = config.payments.onAccountOverdueDays;
    const forCredit = onAccount ? companyPart(ports.accountStandingOf, calendarDateOf(now), overdueDays) : undefined;
    // The buyer's prices for the company decided under the member's lock (a member removed a moment
    // before pays list prices), read in the member's statement: one snapshot of the lists, so every
    // line is priced by the same version of them even while an import rewrites their entries; the
    // lists take no lock.
    const forPrices = companyRulesSql(productIds, now);
    const { delivery, companyName, shipTo, buyerTax, account, prices: rules } = await decideDelivery(trx, buyer.id, request.delivery, deliveryFields, { forCredit, forPrices });
    const standing = onAccount ? mayBuyOnAccount(account) : null;

    const products = new Map(locked.products.map((product) => [product.id, product]));
    const prices = companyPricesOfRules(locked.products, rules);
    const problems = request.lines.map((line, index) => problemOf(index, line, products.get(line.productId), prices.get(line.productId))).filter((p) => p !== null);
    if (problems.length > 0) throw new LinesRefused(problems);

    const id = randomUUID();
    const lines = request.lines.map((line, index) => {
      const product = products.get(line.productId)!;
      const price = prices.get(line.productId)!;
      const unitPriceCents = unitPriceCentsFor(price, line.quantity);
      return {
        orderId: id,
        position: index + 1,
        productId: product.id,
        productName: product.name,
        sku: product.sku,
        unitPriceCents,
        quantity: line.quantity,
        totalCents: lineTotalCents(line.quantity, unitPriceCents),
        // What priced it, kept as it is now (docs/decisions/136): the list may be renamed or deleted later.
        priceListId: price.priceList?.id ?? null,
        priceListName: price.priceList?.name ?? null,
        listPriceCents: price.priceList ? unitPriceCentsFor(product, line.quantity) : null,
      };
    });
    const to = shipTo ?? { country: config.seller.country, postcode: null };
    const exempt = buyerTax.exemption !== null;
    const charges = await chargeOrder(trx, {
      to,
      lines: lines.map((line) => {
        const product = products.get(line.productId)!;
        return { totalCents: line.totalCents, quantity: line.quantity, weightGrams: product.weightGrams, taxClass: product.taxClass };
      }),
      shippingMethodId: request.shippingMethodId,
      unchosen: request.unchosenMethod ?? 'required',
      fields: {
        address: request.chargeFields?.address ?? (delivery.locationId !== null ? deliveryFields.locationId : deliveryFields.address),
        shippingMethodId: request.chargeFields?.shippingMethodId ?? 'shippingMethodId',
      },
      exempt,
      pricesIncludeTax: config.pricesIncludeTax,
    });
    const { totalCents } = charges;
    // Net days as read under the company's lock, which holds until commit: the terms cannot change meanwhile.
    const dueDate = standing ? dueDateOf(calendarDateOf(now), standing.netDays) : null;
    const order = {
      id,
      number,
      userId: buyer.id,
      customerName: buyer.name,
      email: buyer.email,
      ...delivery,
      poNumber: request.poNumber ?? null,
      note: request.note ?? null,
      totalCents,
      shippingCents: charges.shippingCents,
      shippingMethod: charges.shipping?.name ?? null,
      shippingEstimate: charges.shipping?.estimate ?? null,
      taxCents: charges.taxCents,
      pricesIncludeTax: config.pricesIncludeTax,
      shipCountry: to.country,
      taxExemption: buyerTax.exemption,
      taxExemptionReference: buyerTax.exemption === 'certificate' ? buyerTax.exemptionReference : null,
      buyerTaxId: buyerTax.taxId,
      // On account: confirmed at once, so never open unpaid (it does not expire, is not cancelled as unpaid, nor counts toward MAX_OPEN_UNPAID_ORDERS).
      ...(onAccount && { paymentMethod: 'account' as const, status: 'processing' as const }),
    };
    const holdMs = orderHoldMs(config, { verified });
    const hold = { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) };
    const mailFacts = { ...order, lines, companyName, charges: { ...order, goodsCents: charges.goodsCents, taxLines: charges.taxLines } };
    // The caller's writes (the cart emptied) come before the order's statement: from that statement
    // on, an on-account order holds the invoice counter's row until commit, and every on-account
    // checkout and paid order of the shop waits for it.
    await inTransaction?.(trx, { id, number });
    const stored = await insertPlacedOrder(trx, order, lines, charges.taxLines, holdMs, {
      event: orderEventRow(id, 'placed', { type: 'customer', id: buyer.id }, { lines: lines.length, units, totalCents, ...(dueDate && { paymentMethod: 'account', dueDate }) }),
      // On account the e-mail names the invoice and goes with it.
      mail: dueDate ? null : orderPlacedMail(config, mailFacts, hold),
      // What the company owes grows by the order's total within its limit, in the same statement, or nothing is kept.
      credit: onAccount ? { companyId: delivery.companyId!, cents: totalCents } : null,
      // Its invoice, due `dueDate`, numbered in the same statement, with the e-mail that names and attaches it.
      invoice: dueDate ? await ports.invoiceClauses(id, now, { dueOn: dueDate, mail: (invoice) => orderPlacedOnAccountMail(config, mailFacts, { number: invoice, dueDate }) }) : null,
    });
    if (onAccount && !stored.creditReserved) throw await creditRefusal(trx, delivery.companyId!, totalCents);
    if (stored.taken !== lines.length) throw new Error('Stock moved under a row lock'); // cannot happen: the rows are locked and were checked
    // What the company's payments left unallocated, read under its lock, pays toward the invoice at once.
    if (stored.invoiceNumber !== null) await ports.applyCarriedCreditTo(trx, stored.invoiceNumber, { companyId: delivery.companyId!, carriedCredits: standing!.carriedCredits });
    return { insertedId: id, number };
  });
}
