import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors/app-error';
import { OUT_OF_STOCK_MESSAGE } from '../../../shared/rules/order-quantity';
import { isOutOfStock, lineTotalCents, orderQuantityProblem } from '../../../shared/rules/quantity-rules';
import { CLOSED_STATUSES, type OrderInformation } from '../../../shared/schemas/order';
import type { DB } from '../../db/database';
import type { AppServices, ContextUser } from '../../services';
import { orderPlacedMail } from '../mail/templates/order-mails';
import { closeOrder } from './closing/close-order';
import { holdInWords, orderHoldMs } from './order-hold';
import { toClosedOrderDto, toOrderDto } from './order-dto';
import { orderEventRow } from './order-timeline';
import { lockBuyer } from '../accounts/customer-accounts';
import { findOrderableProduct, takeStock } from '../products/stock-repository';
import {
  findOrder,
  findOrderToClose,
  holdsOpenUnpaidOrders,
  insertPlacedOrder,
  listClosedOrdersOfUser,
  listOrdersOfEmail,
  takeOrderNumber,
} from './orders-repository';

const noSuchProduct = () => new AppError('not-found', 'No such product');
const noSuchOrder = () => new AppError('not-found', 'No such order');
const paidOrder = () => new AppError('conflict', 'A paid order cannot be cancelled');

const isClosed = (status: string) => (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * Places `buyer`'s order. Only the product, quantity, phone and address come from the client;
 * name, e-mail, price, total, status and payment state are the server's. The stock is taken by a
 * conditional update in the same transaction as the insert (docs/decisions/030), and the
 * 'order placed' e-mail is queued in it too, so a rolled-back order mails nothing.
 *
 * A customer holds at most MAX_OPEN_UNPAID_ORDERS unpaid orders; the buyer's row is locked
 * while counting, so parallel requests cannot overrun the limit. The order expires unpaid after
 * ORDER_HOLD_HOURS, or UNVERIFIED_ORDER_HOLD_MINUTES when the buyer's e-mail is unproven, and
 * such a buyer may take at most UNVERIFIED_MAX_ORDER_UNITS units at once when that is set
 * (docs/decisions/043).
 *
 * Errors: 404 unknown or deleted product; 400 quantity outside minimumOrder..stock (the spec's
 * messages); 409 when no orderable quantity is left, the stock ran out while ordering, the
 * buyer already holds the most unpaid orders allowed, or an unverified buyer asks for more units
 * than the cap.
 */
export async function placeOrder({ db, config }: AppServices, buyer: ContextUser, order: OrderInformation): Promise<{ insertedId: string }> {
  // Taken before any row is locked, so the placed-order e-mail can carry it; a refused order leaves a gap.
  const number = await takeOrderNumber(db);
  return db.transaction().execute(async (trx) => {
    const { verified } = await lockBuyer(trx, buyer.id);
    const limit = config.payments.maxOpenUnpaidOrders;
    if (await holdsOpenUnpaidOrders(trx, buyer.id, limit)) {
      throw new AppError('conflict', `You already have ${limit} unpaid orders. Pay for or cancel one of them before ordering more.`);
    }
    const cap = config.payments.unverifiedMaxOrderUnits;
    if (!verified && cap !== undefined && order.orderQuantity > cap) {
      throw new AppError('conflict', `Verify your e-mail address to order more than ${cap} units at once.`);
    }

    const product = await findOrderableProduct(trx, order.productID);
    if (!product) throw noSuchProduct();
    if (isOutOfStock(product)) throw new AppError('conflict', OUT_OF_STOCK_MESSAGE);

    // A rule check, not input parsing: the spec's message is the error's message on tRPC and REST alike.
    const problem = orderQuantityProblem(product, order.orderQuantity);
    if (problem) throw new AppError('invalid', problem, { 'OrderInformation.orderQuantity': [problem] });

    const taken = await takeStock(trx, product.id, order.orderQuantity);
    if (!taken) {
      // Another buyer took the units between our read and our update: say what is left now.
      const now = await findOrderableProduct(trx, product.id);
      if (!now) throw noSuchProduct();
      throw new AppError('conflict', isOutOfStock(now) ? OUT_OF_STOCK_MESSAGE : `Only ${now.quantity} units are left in stock`);
    }

    const facts = {
      productName: taken.name,
      unitPriceCents: taken.priceCents,
      orderQuantity: order.orderQuantity,
      totalCents: lineTotalCents(order.orderQuantity, taken.priceCents),
      customerName: buyer.name,
      email: buyer.email,
    };
    const insertedId = randomUUID();
    const holdMs = orderHoldMs(config, { verified });
    const hold = { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) };
    await insertPlacedOrder(
      trx,
      { ...facts, id: insertedId, number, userId: buyer.id, productId: taken.id, phone: order.phone, address: order.address },
      holdMs,
      orderEventRow(insertedId, 'placed', { type: 'customer', id: buyer.id }, { orderQuantity: facts.orderQuantity, totalCents: facts.totalCents }),
      orderPlacedMail(config, { ...facts, id: insertedId, number }, hold),
    );
    return { insertedId };
  });
}

/** The orders placed under `email`, newest first (who may ask is the procedure's rule). */
export async function ordersOf(db: DB, email: string) {
  return (await listOrdersOfEmail(db, email)).map(toOrderDto);
}

/** The user's own cancelled and expired orders, the latest closed first, with when and why (My Orders' "Closed orders"). */
export async function closedOrdersOf(db: DB, userId: string) {
  return (await listClosedOrdersOfUser(db, userId)).map(toClosedOrderDto);
}

/**
 * One order, for its owner or an admin (`GET /order-details/{id}`), cancelled and expired ones
 * included so the payment page can say why it cannot be paid. 404 for anyone else.
 */
export async function orderDetails(db: DB, caller: ContextUser, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || (order.userId !== caller.id && caller.role !== 'admin')) throw noSuchOrder();
  return toOrderDto(order);
}

/**
 * Cancels `owner`'s unpaid order (docs/decisions/042): its intent is cancelled at the gateway, the
 * row is kept (status `cancelled`, listed under My Orders' closed orders) and its units go back to stock once,
 * however many cancels race. The answer keeps the spec's `{deletedCount: 1}`.
 *
 * Errors: 404 unknown, someone else's or already closed order (docs/decisions/032); 409 paid
 * order, including one whose payment the gateway reports as succeeded just now, or one whose
 * payment is still processing.
 */
export async function cancelOrder(services: AppServices, owner: ContextUser, orderId: string): Promise<{ deletedCount: number }> {
  const order = await findOrderToClose(services.db, orderId);
  if (!order || order.userId !== owner.id || isClosed(order.status)) throw noSuchOrder();
  if (order.isPaid) throw paidOrder();

  const outcome = await closeOrder(services, {
    order,
    status: 'cancelled',
    reason: 'Cancelled by the customer',
    actor: { type: 'customer', id: owner.id },
    userId: owner.id,
  });
  switch (outcome) {
    case 'closed':
      return { deletedCount: 1 };
    case 'paid':
      throw paidOrder();
    case 'processing':
      throw new AppError('conflict', 'A payment for this order is being processed; it cannot be cancelled now');
    case 'unchanged': {
      // Someone else closed or paid it first (a racing cancel, the expiry job, a payment).
      const now = await findOrderToClose(services.db, orderId);
      if (now?.isPaid) throw paidOrder();
      throw noSuchOrder();
    }
  }
}
