/**
 * The benchmark's bare server, in a process of its own: plain Fastify routes doing the same
 * database work as the app's (the same SQL, statement for statement) with no tRPC, OpenAPI layer,
 * validation, sessions plugin or hooks. Configured from the same environment as the app it is
 * compared with; prints `{"port":N}` once it listens.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { sessionIdFromToken } from '../src/server/features/accounts/sessions/sessions';
import { orderPlacedMail } from '../src/server/features/mail/templates/order-mails';
import { holdInWords, orderHoldMs } from '../src/server/features/orders/order-hold';
import { registerBareCatalogue } from './bare-catalogue';

const config = loadConfig();
const databaseUrl = config.databaseUrl!;

// Bare routes: plain SQL on a pool of the same size, JSON out.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => {});
const bare = Fastify({ logger: false });
// The app's product shape (features/products/product-dto.ts), of live products only.
const productColumns = `id as "_id", sku, name, images[1] as image, images, description, category_id as "categoryId", status,
  minimum_order as "minimumOrder", quantity, price_cents::float8 / 100 as price, created_at as date`;
const live = `deleted_at is null and status = 'active'`;
bare.get('/products', async () => {
  const { rows } = await pool.query(`select ${productColumns} from products where ${live} order by created_at desc, id`);
  return rows;
});
bare.get('/product/:id', async (request) => {
  const { rows } = await pool.query(`select ${productColumns} from products where id = $1 and ${live}`, [(request.params as { id: string }).id]);
  return rows[0];
});
registerBareCatalogue(bare, databaseUrl);
// The statements POST /api/order runs: the session and the order's number, then in one transaction the
// buyer's lock (and verification) and open-order count, the product, the stock, and the order with its
// event and its queued e-mail.
bare.post('/order', async (request, reply) => {
  const token = request.headers.authorization!.slice('Bearer '.length);
  const order = (request.body as { OrderInformation: { productID: string; orderQuantity: number; phone: string; address: string } }).OrderInformation;
  const client = await pool.connect();
  try {
    const session = await client.query(
      'select s.expires_at, u.id, u.email, u.name, u.role from sessions s join users u on u.id = s.user_id where s.id = $1',
      [sessionIdFromToken(token)],
    );
    const buyer = session.rows[0] as { id: string; email: string; name: string };
    const number = ((await client.query(`select 'TY-' || nextval('order_number_seq') as number`)).rows[0] as { number: string }).number;
    await client.query('begin');
    const locked = await client.query('select email_verified_at from users where id = $1 for no key update', [buyer.id]);
    const verified = (locked.rows[0] as { email_verified_at: Date | null }).email_verified_at !== null;
    const holdMs = orderHoldMs(config, { verified });
    await client.query(
      `select count(*) from (select id from orders where user_id = $1 and status = 'pending' and is_paid = false limit $2) open`,
      [buyer.id, config.payments.maxOpenUnpaidOrders],
    );
    await client.query('select id, quantity, minimum_order from products where id = $1 and deleted_at is null', [order.productID]);
    const taken = await client.query(
      'update products set quantity = quantity - $1 where id = $2 and quantity >= $1 and deleted_at is null returning id, name, price_cents',
      [order.orderQuantity, order.productID],
    );
    const product = taken.rows[0] as { id: string; name: string; price_cents: number };
    const totalCents = order.orderQuantity * Number(product.price_cents);
    const id = randomUUID();
    const mail = orderPlacedMail(
      config,
      { id, number, productName: product.name, unitPriceCents: product.price_cents, orderQuantity: order.orderQuantity, totalCents, customerName: buyer.name, email: buyer.email },
      { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) },
    );
    await client.query(
      `with placed_order as (
         insert into orders (id, number, user_id, product_id, product_name, unit_price_cents, order_quantity, total_cents, customer_name, email, phone, address, expires_at)
         values ($1, $19, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + $18 * interval '1 millisecond') returning id),
       placed_event as (
         insert into order_events (order_id, type, actor_type, actor_id, details) values ($1, 'placed', 'customer', $2, $12) returning id)
       insert into mail_outbox (kind, recipient, subject, text_body, html_body, secret) values ($13, $14, $15, $16, $17, false)`,
      [
        id,
        buyer.id,
        product.id,
        product.name,
        product.price_cents,
        order.orderQuantity,
        totalCents,
        buyer.name,
        buyer.email,
        order.phone,
        order.address,
        JSON.stringify({ orderQuantity: order.orderQuantity, totalCents }),
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        holdMs,
        number,
      ],
    );
    await client.query('commit');
    return reply.send({ insertedId: id });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
await bare.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void bare
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
console.log(JSON.stringify({ port: (bare.server.address() as { port: number }).port }));
