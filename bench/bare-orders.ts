/**
 * The bare server's ordering routes: POST /order (the app's POST /api/order) and POST /checkout
 * (the app's POST /api/checkout), as plain SQL on one pooled client. The statements are the app's,
 * copied from what it sends to Postgres (features/3-accounts/accounts/sessions, features/cart's
 * cart-repository and checkout-service, features/orders' place-order and orders-repository,
 * features/products' stock-repository) in the same order; only its checks and DTOs are left out.
 * Keep them in step when those queries change.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../src/server/config';
import { sessionIdFromToken } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import { orderPlacedMail } from '../src/server/features/1-platform/mail/templates/order-mails';
import { holdInWords, orderHoldMs } from '../src/server/features/4-orders/orders/order-hold';

interface Buyer {
  id: string;
  email: string;
  name: string;
}

interface Contact {
  phone: string;
  address: string;
}

interface LineRequest {
  productId: string;
  quantity: number;
}

interface LockedProduct {
  id: string;
  name: string;
  sku: string;
  price_cents: string;
}

/** `$from, ..., $from+count-1`. */
const params = (from: number, count: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** The session behind a Bearer token (authenticate-request.ts, validateSessionToken). */
async function sessionBuyer(client: pg.PoolClient, authorization: string | undefined): Promise<Buyer> {
  const { rows } = await client.query(
    'select "sessions"."id", "sessions"."expires_at", "users"."id" as "user_id", "users"."email", "users"."name", "users"."role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1',
    [sessionIdFromToken(authorization!.slice('Bearer '.length))],
  );
  const row = rows[0] as { user_id: string; email: string; name: string };
  return { id: row.user_id, email: row.email, name: row.name };
}

/** The next order number (takeOrderNumber). */
async function takeOrderNumber(client: pg.PoolClient): Promise<string> {
  return ((await client.query(`select $1::text || nextval('order_number_seq') as number`, ['TY-'])).rows[0] as { number: string }).number;
}

/**
 * placeOrder's transaction: the buyer's lock and open-order count, the products' locks in id order,
 * the stock in one statement, then the order with its lines, event and e-mail in one statement;
 * `inTransaction` last (the checkout empties the cart there).
 */
async function placeBareOrder(
  client: pg.PoolClient,
  config: Config,
  buyer: Buyer,
  number: string,
  contact: Contact,
  requested: readonly LineRequest[],
  inTransaction?: () => Promise<void>,
): Promise<string> {
  await client.query('begin');
  try {
    const locked = await client.query('select "email_verified_at" from "users" where "id" = $1 for no key update', [buyer.id]);
    const verified = (locked.rows[0] as { email_verified_at: Date | null }).email_verified_at !== null;
    await client.query(
      'select count(*) as "n" from (select "id" from "orders" where "user_id" = $1 and ("status" = $2 and "is_paid" = $3) limit $4) as "open"',
      [buyer.id, 'pending', false, config.payments.maxOpenUnpaidOrders],
    );
    const n = requested.length;
    const { rows } = await client.query(
      `select "id", "name", "sku", "price_cents", "price_tiers", "minimum_order", "pack_size", "maximum_order", "quantity" from "products" where "id" in (${params(1, n)}) and ("deleted_at" is null and "status" = $${n + 1}) order by "id" for no key update`,
      [...requested.map((line) => line.productId), 'active'],
    );
    const products = new Map((rows as LockedProduct[]).map((product) => [product.id, product]));
    await client.query(
      `update products set quantity = products.quantity - moves.units
    from unnest($1::uuid[], $2::int[]) as moves(id, units)
    where products.id = moves.id and products.quantity >= moves.units`,
      [requested.map((line) => line.productId), requested.map((line) => line.quantity)],
    );

    const id = randomUUID();
    const lines = requested.map((line, index) => {
      const product = products.get(line.productId)!;
      const unitPriceCents = Number(product.price_cents);
      return { position: index + 1, productId: product.id, productName: product.name, sku: product.sku, unitPriceCents, quantity: line.quantity, totalCents: line.quantity * unitPriceCents };
    });
    const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const holdMs = orderHoldMs(config, { verified });
    const mail = orderPlacedMail(
      config,
      { id, number, totalCents, customerName: buyer.name, email: buyer.email, poNumber: null, lines },
      { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) },
    );
    const lineRows = lines.map((_, i) => `(${params(13 + i * 8, 8)})`).join(', ');
    const o = 13 + n * 8;
    await client.query(
      `with "queued_mail" as (insert into "mail_outbox" ("kind", "recipient", "subject", "text_body", "html_body", "secret", "reply_to") values ($1, $2, $3, $4, $5, $6, $7) returning "id"), "placed_event" as (insert into "order_events" ("order_id", "type", "actor_type", "actor_id", "details") values ($8, $9, $10, $11, $12) returning "id"), "placed_lines" as (insert into "order_lines" ("order_id", "position", "product_id", "product_name", "sku", "unit_price_cents", "quantity", "total_cents") values ${lineRows} returning "position") insert into "orders" ("id", "number", "user_id", "customer_name", "email", "phone", "address", "po_number", "note", "total_cents", "expires_at") values (${params(o, 10)}, now() + $${o + 10} * interval '1 millisecond')`,
      [
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        false,
        null,
        id,
        'placed',
        'customer',
        buyer.id,
        JSON.stringify({ lines: n, units, totalCents }),
        ...lines.flatMap((line) => [id, line.position, line.productId, line.productName, line.sku, line.unitPriceCents, line.quantity, line.totalCents]),
        id,
        number,
        buyer.id,
        buyer.name,
        buyer.email,
        contact.phone,
        contact.address,
        null,
        null,
        totalCents,
        holdMs,
      ],
    );
    await inTransaction?.();
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** The cart's read (listCartLines: its lines joined to every product's cart facts). */
const cartLinesStatement = `select "cart_lines"."product_id", "cart_lines"."quantity", "cart_lines"."seen_unit_price_cents", "cart_lines"."seen_stock", "product"."sku", "product"."name", "product"."images", "product"."price_cents", "product"."price_tiers", "product"."minimum_order", "product"."pack_size", "product"."maximum_order", "product"."quantity" as "stock", "product"."live" from "cart_lines" inner join (select "products"."id", "products"."sku", "products"."name", "products"."images", "products"."price_cents", "products"."price_tiers", "products"."minimum_order", "products"."pack_size", "products"."maximum_order", "products"."quantity", ("deleted_at" is null and "status" = $1) as "live" from "products") as "product" on "product"."id" = "cart_lines"."product_id" where "cart_lines"."user_id" = $2 order by "cart_lines"."added_at", "product"."name"`;

export function registerBareOrders(bare: FastifyInstance, pool: pg.Pool, config: Config): void {
  // POST /api/order: one line.
  bare.post('/order', async (request, reply) => {
    const order = (request.body as { OrderInformation: { productID: string; orderQuantity: number } & Contact }).OrderInformation;
    const client = await pool.connect();
    try {
      const buyer = await sessionBuyer(client, request.headers.authorization);
      const number = await takeOrderNumber(client);
      const id = await placeBareOrder(client, config, buyer, number, order, [{ productId: order.productID, quantity: order.orderQuantity }]);
      return reply.send({ insertedId: id });
    } finally {
      client.release();
    }
  });

  // POST /api/checkout: the cart's lines as one order; the cart is emptied under its lock in the same transaction.
  bare.post('/checkout', async (request, reply) => {
    const contact = request.body as Contact;
    const client = await pool.connect();
    try {
      const buyer = await sessionBuyer(client, request.headers.authorization);
      const { rows } = await client.query(cartLinesStatement, ['active', buyer.id]);
      const lines = (rows as { product_id: string; quantity: number }[]).map((row) => ({ productId: row.product_id, quantity: row.quantity }));
      if (lines.length === 0) return reply.code(400).send({ message: 'Your cart is empty' });
      const number = await takeOrderNumber(client);
      const id = await placeBareOrder(client, config, buyer, number, contact, lines, async () => {
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`cart:${buyer.id}`]);
        await client.query('delete from "cart_lines" where "user_id" = $1 returning "product_id", "quantity"', [buyer.id]);
      });
      return reply.send({ orderId: id });
    } finally {
      client.release();
    }
  });
}
