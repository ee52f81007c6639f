import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { createProduct, createUser } from '../../helpers/factories';
import { markPaid, placeOrder } from '../orders/order-helpers';

/** Places an order as `user` and pays for it: what makes a customer able to review. */
export async function payForAnOrder(db: DB, user: ContextUser): Promise<string> {
  const product = await createProduct(db, { minimumOrder: 1 });
  const orderId = await placeOrder(db, user, product.id, 1);
  await markPaid(db, orderId, `pi_3Review${orderId.slice(0, 8)}`);
  return orderId;
}

/** A customer who has paid for an order. */
export async function payingCustomer(db: DB, fields: Parameters<typeof createUser>[1] = {}): Promise<ContextUser> {
  const user = await createUser(db, fields);
  await payForAnOrder(db, user);
  return user;
}

/** `POST /api/add-review/{email}` as an API client sends it. */
export function postReview(app: FastifyInstance, email: string, reviewInformation: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/add-review/${email}`, headers, payload: { reviewInformation } as object });
}

/** Every review row of `userId`, hidden ones included. */
export function reviewsOf(db: DB, userId: string) {
  return db.selectFrom('reviews').select(['id', 'rating', 'review']).where('userId', '=', userId).execute();
}
