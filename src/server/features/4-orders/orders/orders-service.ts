import type { CompanyOrdersPage, MyOrdersPageInput } from '../../../../shared/schemas/my-orders';
import { NOT_IN_A_COMPANY_MESSAGE } from '../../../../shared/schemas/company';
import { ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE } from '../../../../shared/schemas/account-terms';
import { companyAccessOf } from '../../3-accounts/companies/memberships';
import { orderEventText } from '../../../../shared/rules/order-event-text';
import { orderPage } from './admin-orders-service';
import { AppError } from '../../../errors/app-error';
import { OUT_OF_STOCK_MESSAGE } from '../../../../shared/rules/quantity-rules';
import { isClosedStatus, type OrderInformation, type OrderWithTimeline } from '../../../../shared/schemas/order';
import { centsToDollars } from '../../../../shared/money';
import type { AppServices, ContextUser } from '../../../services';
import { closeOrder } from './closing/close-order';
import { toClosedOrderDto, toOrderDto } from './order-dto';
import { mayReadOrder } from './order-receipt';
import { LinesRefused, placeOrder, type LineProblem } from './place-order';
import { findOrder, findOrderToClose, listClosedOrdersOfUser, listOrdersOfEmail } from './orders-repository';
import { listOrderEvents } from './admin-orders-repository';

const noSuchProduct = () => new AppError('not-found', 'No such product');
const noSuchOrder = () => new AppError('not-found', 'No such order');
const paidOrder = () => new AppError('conflict', 'A paid order cannot be cancelled');
/** An on-account order is confirmed when placed (issue 40): it is not an unpaid order to cancel. */
const onAccountOrder = () => new AppError('conflict', ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE);

/** Which admin did something to an order is the shop's business: a customer sees only that an admin did. */
const hideAdmin = (actorType: string, caller: ContextUser) => actorType === 'admin' && caller.role !== 'admin';

/** A refused line in the spec's words for `POST /order`, as before orders had lines. */
function specRefusal(problem: LineProblem): AppError {
  switch (problem.kind) {
    case 'unknown':
      return noSuchProduct();
    case 'out-of-stock':
      return new AppError('conflict', OUT_OF_STOCK_MESSAGE);
    default:
      // A rule check, not input parsing: the spec's message is the error's message on tRPC and REST alike.
      return new AppError('invalid', problem.rule, { 'OrderInformation.orderQuantity': [problem.rule] });
  }
}

/**
 * The spec's `POST /order`: one product in quantity, placed as a one-line order (placeOrder says
 * how). Only the product, quantity, phone and address come from the client, and optionally the
 * delivery method: left out, the cheapest serving the address is charged (a free-text address
 * counts as the seller's country, SELLER_COUNTRY).
 *
 * Errors, as the spec's single-product order always answered: 404 unknown or no longer sold
 * product; 400 a quantity its rules refuse (the spec's messages for the minimum and the stock);
 * 409 no orderable quantity left, the most unpaid orders held, or an unverified buyer's cap; and
 * the delivery's (order-charges): 400 no delivery to the address, 409 a method that does not serve it.
 */
export async function placeProductOrder(services: AppServices, buyer: ContextUser, order: OrderInformation): Promise<{ insertedId: string }> {
  try {
    const { insertedId } = await placeOrder(services, buyer, {
      lines: [{ productId: order.productID, quantity: order.orderQuantity }],
      // A company member orders for one of their company's locations (decideDelivery); anyone else gives a phone and address, as the spec's form always did.
      delivery: order.locationId !== undefined ? { locationId: order.locationId } : { phone: order.phone!, address: order.address! },
      deliveryFields: { locationId: 'OrderInformation.locationId', address: 'OrderInformation.address' },
      // The spec's form names no method: with none chosen, the cheapest serving the address is charged.
      shippingMethodId: order.shippingMethodId,
      unchosenMethod: 'cheapest',
      chargeFields: { shippingMethodId: 'OrderInformation.shippingMethodId' },
    });
    return { insertedId };
  } catch (error) {
    if (error instanceof LinesRefused) throw specRefusal(error.problems[0]!);
    throw error;
  }
}

/** The orders placed under `email`, newest first (who may ask is the procedure's rule). */
export async function ordersOf({ db, ports }: AppServices, email: string) {
  return (await listOrdersOfEmail(db, ports, email)).map(toOrderDto);
}

/** One page of the user's own open orders, newest first (My Orders); `nextCursor` null on the last. 400 for a cursor we did not make. */
export function myOrderPage(services: AppServices, userId: string, input: MyOrdersPageInput) {
  return orderPage(services, { ...input, userId });
}

/** The user's own cancelled and expired orders, the latest closed first, with when and why (My Orders' "Closed orders"). */
export async function closedOrdersOf({ db, ports }: AppServices, userId: string) {
  return (await listClosedOrdersOfUser(db, ports, userId)).map(toClosedOrderDto);
}

/**
 * `GET /my-company/orders`: a page of the company's open orders, newest first, each with its
 * buyer's name and location: every order of the company for a company admin, their own placed for
 * the company for a buyer. 404 for an account in no company; 400 for a cursor we did not make.
 */
export async function companyOrderPage(services: AppServices, caller: ContextUser, input: MyOrdersPageInput): Promise<CompanyOrdersPage> {
  const access = await companyAccessOf(services.db, caller.id);
  if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  const { orders, nextCursor } = await orderPage(services, { ...input, company: access.companyId, ...(access.role === 'admin' ? {} : { userId: caller.id }) });
  return { items: orders, nextCursor };
}

/**
 * One order, for its owner, an admin or its company's admin (`GET /order-details/{id}`), cancelled and expired ones
 * included so the payment page can say why it cannot be paid. 404 for anyone else.
 */
export async function orderDetails({ db, ports }: AppServices, caller: ContextUser, orderId: string) {
  const order = await findOrder(db, ports, orderId);
  if (!order || !(await mayReadOrder(db, caller, order))) throw noSuchOrder();
  return toOrderDto(order);
}

/**
 * `GET /orders/{id}`: one order with its lines, its invoice and credit notes, its timeline (oldest first) and its totals, for its
 * owner, an admin, or a company admin of the company it was placed for (mayReadOrder); 404 for anyone else. An admin's e-mail in the timeline is shown to admins only.
 */
export async function orderWithTimeline(services: AppServices, caller: ContextUser, orderId: string): Promise<OrderWithTimeline> {
  const { db } = services;
  const order = await findOrder(db, services.ports, orderId);
  if (!order || !(await mayReadOrder(db, caller, order))) throw noSuchOrder();
  const { ports } = services;
  const [events, documents, { payment, refunds }] = await Promise.all([listOrderEvents(db, orderId), ports.findOrderDocuments(db, orderId), ports.findOrderPayment(services, orderId)]);
  return {
    order: toOrderDto(order),
    ...documents,
    timeline: events.map((event) => {
      const actor = hideAdmin(event.actorType, caller)
        ? { type: event.actorType, email: null, name: null }
        : { type: event.actorType, email: event.actorEmail, name: event.actorName };
      return { type: event.type, actor, details: event.details, at: event.createdAt.toISOString(), text: orderEventText({ type: event.type, actor, details: event.details }) };
    }),
    payment,
    refunds,
    totals: {
      lines: order.lines.length,
      units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      total: centsToDollars(order.totalCents),
    },
  };
}

/**
 * Cancels `owner`'s unpaid order (docs/decisions/042): its intent is cancelled at the gateway, the
 * row is kept (status `cancelled`, listed under My Orders' closed orders) and its units go back to stock once,
 * however many cancels race. The answer keeps the spec's `{deletedCount: 1}`.
 *
 * Errors: 404 unknown, someone else's or already closed order (docs/decisions/032); 409 an on-account order
 * (confirmed when placed), a paid order, including one whose payment the gateway reports as succeeded just now, or one whose
 * payment is still processing.
 */
export async function cancelOrder(services: AppServices, owner: ContextUser, orderId: string): Promise<{ deletedCount: number }> {
  const order = await findOrderToClose(services.db, orderId);
  if (!order || order.userId !== owner.id || isClosedStatus(order.status)) throw noSuchOrder();
  if (order.isPaid) throw paidOrder();
  if (order.paymentMethod === 'account') throw onAccountOrder();

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
