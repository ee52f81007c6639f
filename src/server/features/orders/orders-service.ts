import { AppError } from '../../errors/app-error';
import { isOutOfStock, orderQuantitySchema, orderTotalCents, OUT_OF_STOCK_MESSAGE } from '../../../shared/rules/order-quantity';
import type { OrderInformation } from '../../../shared/schemas/order';
import type { DB } from '../../db/database';
import type { ContextUser } from '../../trpc/context';
import { toOrderDto } from './order-dto';
import {
  deleteUnpaidOrder,
  findOrderableProduct,
  findOrderState,
  insertOrder,
  listOrdersOfEmail,
  returnStock,
  takeStock,
} from './orders-repository';

const noSuchProduct = () => new AppError('not-found', 'No such product');
const noSuchOrder = () => new AppError('not-found', 'No such order');

/**
 * Places `buyer`'s order. Only the product, quantity, phone and address come from the client;
 * name, e-mail, price, total, status and payment state are the server's. The stock is taken by a
 * conditional update in the same transaction as the insert (docs/decisions/030).
 *
 * Errors: 404 unknown or deleted product; 400 quantity outside minimumOrder..stock (the spec's
 * messages); 409 when no orderable quantity is left, or the stock ran out while ordering.
 */
export function placeOrder(db: DB, buyer: ContextUser, order: OrderInformation): Promise<{ insertedId: string }> {
  return db.transaction().execute(async (trx) => {
    const product = await findOrderableProduct(trx, order.productID);
    if (!product) throw noSuchProduct();
    if (isOutOfStock(product)) throw new AppError('conflict', OUT_OF_STOCK_MESSAGE);

    // A rule check, not input parsing: the spec's message is the error's message on tRPC and REST alike.
    const checked = orderQuantitySchema(product).safeParse(order.orderQuantity);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Invalid quantity';
      throw new AppError('invalid', message, { 'OrderInformation.orderQuantity': [message] });
    }

    const taken = await takeStock(trx, product.id, order.orderQuantity);
    if (!taken) {
      // Another buyer took the units between our read and our update: say what is left now.
      const now = await findOrderableProduct(trx, product.id);
      if (!now) throw noSuchProduct();
      throw new AppError('conflict', isOutOfStock(now) ? OUT_OF_STOCK_MESSAGE : `Only ${now.quantity} units are left in stock`);
    }

    const insertedId = await insertOrder(trx, {
      userId: buyer.id,
      productId: taken.id,
      productName: taken.name,
      unitPriceCents: taken.priceCents,
      orderQuantity: order.orderQuantity,
      totalCents: orderTotalCents(order.orderQuantity, taken.priceCents),
      customerName: buyer.name,
      email: buyer.email,
      phone: order.phone,
      address: order.address,
    });
    return { insertedId };
  });
}

/** The orders placed under `email`, newest first (who may ask is the procedure's rule). */
export async function ordersOf(db: DB, email: string) {
  return (await listOrdersOfEmail(db, email)).map(toOrderDto);
}

/**
 * Cancels `owner`'s unpaid order: deletes it and puts its units back, in one transaction. The
 * units return only when this call's delete removed the row, so racing cancels return them once.
 *
 * Errors: 404 unknown or someone else's order (docs/decisions/032); 409 paid order.
 */
export function cancelOrder(db: DB, owner: ContextUser, orderId: string): Promise<{ deletedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const deleted = await deleteUnpaidOrder(trx, orderId, owner.id);
    if (deleted) {
      await returnStock(trx, deleted.productId, deleted.orderQuantity);
      return { deletedCount: 1 };
    }
    const order = await findOrderState(trx, orderId);
    if (!order || order.userId !== owner.id) throw noSuchOrder();
    if (order.isPaid) throw new AppError('conflict', 'A paid order cannot be cancelled');
    // Owned and unpaid, yet the delete matched nothing: it changed under us; let the client retry.
    throw new AppError('conflict', 'The order changed meanwhile, please try again');
  });
}
