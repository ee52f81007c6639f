import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor } from '../../helpers/test-app';
import { card, intentIdOf, paymentClient } from '../payments/payment-helpers';

/** Pays an order through the test gateway's real path (intent, card 4242, settlement). */
export async function payThroughGateway(app: FastifyInstance, db: DB, buyer: ContextUser, orderId: string): Promise<string> {
  const client = await paymentClient(app, db, buyer);
  const intentId = intentIdOf(await client.secretFor(orderId));
  const paid = await client.confirmCard(intentId, card('4242 4242 4242 4242'));
  if (paid.json().paymentIntent?.status !== 'succeeded') throw new Error(`The payment did not succeed: ${paid.body}`);
  return intentId;
}

/** A buyer's checked-out order of two lines (a Border spade x 12 at $24.50, a Leaf rake x 3 at $18.25) with a PO number, not yet paid. */
export async function twoLineOrder(db: DB, buyer?: ContextUser) {
  const owner = buyer ?? (await createUser(db, { name: 'Hazel Moss' }));
  const spade = await createProduct(db, { name: 'Border spade', price: 24.5, quantity: 100, minimumOrder: 1 });
  const rake = await createProduct(db, { name: 'Leaf rake', price: 18.25, quantity: 100, minimumOrder: 1 });
  const caller = callerFor(db, owner);
  await caller.cart.setLine({ productId: spade.id, quantity: 12 });
  await caller.cart.setLine({ productId: rake.id, quantity: 3 });
  const { orderId } = await caller.cart.checkout({ phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka', poNumber: 'PO-7731' });
  return { owner, orderId, spade, rake };
}

/** GET a document as `user` (or anonymously with null). */
export async function download(app: FastifyInstance, db: DB, user: ContextUser | null, url: string) {
  return app.inject({ method: 'GET', url, headers: user ? await bearerHeaders(db, user) : {} });
}

/** The text of a PDF, its pages joined. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

/** The order's invoice number, as the database holds it. */
export async function invoiceNumberOf(db: DB, orderId: string): Promise<number | undefined> {
  const row = await db.selectFrom('invoices').select('number').where('orderId', '=', orderId).executeTakeFirst();
  return row?.number;
}
