import { ADDRESS_NOT_FOUND_MESSAGE, ADDRESSES_FULL_MESSAGE, addressText, type AddressFields } from '../../../../shared/schemas/address-book';
import type { CheckoutInput, CheckoutQuoteInput } from '../../../../shared/schemas/cart';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { LinesRefused, placeOrder, type LineRequest } from '../orders/place-order';
import type { DeliveryRequest } from '../orders/place-order';
import { deliveryTo, saveAddress } from '../../3-accounts/addresses/saved-addresses';
import { cartPricesOf } from './cart-prices';
import { emptyCart, listCartLines, lockCart } from './cart-repository';
import { lineChanges } from './priced-cart';

/**
 * Where the buyer asked the order to ship: a company location (`locationId`, checked in the
 * order's transaction: decideDelivery), a saved address, a full address, the spec's two fields as
 * given, or nothing (placeOrder asks a member for the location, anyone else for the address). A
 * saved address is read before the order's transaction: the order keeps a copy, so an edit of
 * the book a moment later never changes it. A saved or full address carries its country and
 * postcode, where shipping and tax are charged for; the spec's one text counts as the shop's country.
 */
export async function deliveryOf(services: AppServices, buyer: ContextUser, input: CheckoutQuoteInput): Promise<DeliveryRequest> {
  if (input.locationId !== undefined) return { locationId: input.locationId };
  if (input.addressId !== undefined) {
    const saved = await deliveryTo(services.db, buyer.id, input.addressId);
    if (!saved) throw new AppError('not-found', ADDRESS_NOT_FOUND_MESSAGE, { addressId: [ADDRESS_NOT_FOUND_MESSAGE] });
    return saved;
  }
  if (input.address === undefined) return null;
  if (typeof input.address === 'object') {
    return { phone: input.address.phone, address: addressText(input.address), shipTo: { country: input.address.country, postcode: input.address.postcode } };
  }
  // The schema lets the one-text address through only with its phone.
  return { phone: input.phone!, address: input.address };
}

/**
 * Saves the order's new address to the buyer's book in the order's transaction. A full book
 * refuses the whole checkout, named on `saveAddress`: the form says it beside the box the buyer
 * ticked, rather than sending them back to a cart that did not change.
 */
async function saveToBook(trx: DB, buyer: ContextUser, address: AddressFields): Promise<void> {
  try {
    await saveAddress(trx, buyer.id, address);
  } catch (error) {
    if (error instanceof AppError && error.message === ADDRESSES_FULL_MESSAGE) throw new AppError('conflict', ADDRESSES_FULL_MESSAGE, { saveAddress: [ADDRESSES_FULL_MESSAGE] });
    throw error;
  }
}

/** The field a refusal of where it ships names: the one the buyer filled in. */
export function deliveryField(input: CheckoutQuoteInput): string {
  return input.locationId !== undefined ? 'locationId' : input.addressId !== undefined ? 'addressId' : 'address';
}

export const CART_CHANGED_MESSAGE = 'Your cart changed: review it before checking out';

/** The same products at the same quantities, whatever their order. */
function sameLines(a: readonly { productId: string; quantity: number }[], b: readonly { productId: string; quantity: number }[]): boolean {
  const quantities = new Map(a.map((line) => [line.productId, line.quantity]));
  return a.length === b.length && b.every((line) => quantities.get(line.productId) === line.quantity);
}

/**
 * Orders every line of `buyer`'s cart as one order (orders' placeOrder: the server's prices, all
 * the stock or none), each line at the unit price the buyer last saw, and empties the cart in the
 * same transaction. Checked out only as the customer has seen it: a line with a change not yet
 * reviewed stops it, and so does a cart written meanwhile (the order is rolled back).
 *
 * Errors: 404 an `addressId` not in the buyer's address book; 400 empty cart; the location's
 * refusals (decideDelivery: a member without one, a location not theirs, a company on hold); the delivery's
 * (order-charges: 400 no delivery to the address, 400 no `shippingMethodId` while methods serve it, 409 one that
 * does not serve it); 409 a full address
 * book when saving to it; 409 changes not reviewed or a line that cannot be ordered now (each
 * named in the field errors by `lines.{i}`, in the cart's order), besides placeOrder's own (on account,
 * `paymentMethod`: not offered, an invoice overdue, over the credit available).
 */
export async function checkout(services: AppServices, buyer: ContextUser, input: CheckoutInput): Promise<{ orderId: string }> {
  const delivery = await deliveryOf(services, buyer, input);
  const rows = await listCartLines(services.db, buyer.id);
  if (rows.length === 0) throw new AppError('invalid', 'Your cart is empty');
  // Each line with a change the customer has not reviewed, named with what changed (as placeOrder
  // names its refusals), at the buyer's prices now (a list changed or ended since is named). placeOrder
  // prices again under its locks for the company it decides, and refuses a price that moved in between.
  const prices = await cartPricesOf(services.db, buyer.id, rows);
  const changed = rows.flatMap((row, index) => {
    const { changes } = lineChanges(row, prices.get(row.productId));
    return changes.length > 0 ? [[`lines.${index}`, [`${row.name}: ${changes.join('; ')}`]]] : [];
  });
  if (changed.length > 0) throw new AppError('conflict', CART_CHANGED_MESSAGE, Object.fromEntries(changed));

  const lines: LineRequest[] = rows.map((row) => ({ productId: row.productId, quantity: row.quantity, expectedUnitPriceCents: row.seenUnitPriceCents }));
  try {
    const order = {
      delivery,
      poNumber: input.poNumber,
      note: input.note,
      lines,
      shippingMethodId: input.shippingMethodId,
      chargeFields: { address: deliveryField(input) },
      paymentMethod: input.paymentMethod,
    };
    const { insertedId } = await placeOrder(services, buyer, order, async (trx) => {
      if (input.saveAddress && typeof input.address === 'object') await saveToBook(trx, buyer, input.address);
      await lockCart(trx, buyer.id);
      if (!sameLines(lines, await emptyCart(trx, buyer.id))) throw new AppError('conflict', CART_CHANGED_MESSAGE);
    });
    return { orderId: insertedId };
  } catch (error) {
    if (!(error instanceof LinesRefused)) throw error;
    const fieldErrors = Object.fromEntries(error.problems.map((problem) => [`lines.${problem.index}`, [problem.message]]));
    throw new AppError('conflict', error.message, fieldErrors);
  }
}
