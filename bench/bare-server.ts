/**
 * The benchmark's server process: the real app and, beside it, bare Fastify routes that do the
 * same database work with no tRPC, OpenAPI layer, validation, sessions plugin or hooks. It prints
 * one JSON line with the ports and ids the load generator needs.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createSession, sessionIdFromToken } from '../src/server/features/accounts/sessions';
import { orderPlacedMail } from '../src/server/features/mail/order-mails';
import { orderHoldHours } from '../src/server/features/orders/expire-orders';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const db = createDatabase(databaseUrl);
await migrateToLatest(db);

// The catalogue the home page shows, and 64 products with stock for every order the run places
// (orders spread over them, as a shop's do: one product would measure a single row lock's queue).
await db
  .insertInto('products')
  .values(
    Array.from({ length: 24 }, (_, i) => ({
      name: `Bench tool ${i + 1}`,
      image: '/images/products/bench.svg',
      description: 'A garden tool used to measure the server. '.repeat(4),
      priceCents: 1000 + i * 137,
      quantity: 500 + i,
      minimumOrder: 5,
    })),
  )
  .execute();
const orderable = await db
  .insertInto('products')
  .values(Array.from({ length: 64 }, (_, i) => ({ name: `Bench order tool ${i}`, image: '/x.svg', description: 'Orders', priceCents: 1999, quantity: 2_000_000_000, minimumOrder: 1 })))
  .returning('id')
  .execute();

/** Buyers with a session each; the load generator rotates through them (the bare route and the app get their own). */
async function buyers(prefix: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await db
      .insertInto('users')
      .values({ email: `${prefix}-${i}@example.com`, name: 'Bench Buyer', phone: '1', address: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push((await createSession(db, user.id)).token);
  }
  return tokens;
}
const appTokens = await buyers('app', 64);
const bareTokens = await buyers('bare', 64);

// Bench buyers place many unpaid orders: lift the cap on open unpaid orders (both sides count them).
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENTS: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: 'http://127.0.0.1',
  MAX_OPEN_UNPAID_ORDERS: '1000000',
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '',
});
const app = await buildApp({ db, config }, { client: 'none', logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

// Bare routes: plain SQL on a pool of the same size, JSON out.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => {});
const bare = Fastify({ logger: false });
const productColumns = `id as "_id", name, image, description, minimum_order as "minimumOrder", quantity,
  price_cents::float8 / 100 as price, created_at as date`;
bare.get('/products', async () => {
  const { rows } = await pool.query(`select ${productColumns} from products where deleted_at is null order by created_at desc, id`);
  return rows;
});
bare.get('/product/:id', async (request) => {
  const { rows } = await pool.query(`select ${productColumns} from products where id = $1 and deleted_at is null`, [(request.params as { id: string }).id]);
  return rows[0];
});
// The statements POST /api/order runs, in the same transaction: the session, the buyer's lock and
// open-order count, the product, the stock, the order, its event and its queued e-mail.
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
    await client.query('begin');
    await client.query('select id from users where id = $1 for no key update', [buyer.id]);
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
    const inserted = await client.query(
      `insert into orders (user_id, product_id, product_name, unit_price_cents, order_quantity, total_cents, customer_name, email, phone, address)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [buyer.id, product.id, product.name, product.price_cents, order.orderQuantity, totalCents, buyer.name, buyer.email, order.phone, order.address],
    );
    const id = inserted.rows[0].id as string;
    await client.query(`insert into order_events (order_id, type, actor_type, actor_id, details) values ($1, 'placed', 'customer', $2, $3)`, [
      id,
      buyer.id,
      JSON.stringify({ orderQuantity: order.orderQuantity, totalCents }),
    ]);
    const mail = orderPlacedMail(
      config,
      { id, productName: product.name, unitPriceCents: product.price_cents, orderQuantity: order.orderQuantity, totalCents, customerName: buyer.name, email: buyer.email },
      orderHoldHours(config),
    );
    await client.query('insert into mail_outbox (kind, recipient, subject, text_body, html_body) values ($1, $2, $3, $4, $5)', [
      mail.kind,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ]);
    await client.query('commit');
    return reply.send({ insertedId: id });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
// The process's memory (the app's and these routes'), read by the load generator after the runs.
bare.get('/memory', async () => process.memoryUsage());
await bare.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => Promise.all([db.destroy(), pool.end()]))
    .finally(() => process.exit(0));
});

const portOf = (server: typeof bare) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ appPort: portOf(app as unknown as typeof bare), barePort: portOf(bare), appTokens, bareTokens, productIds: orderable.map((product) => product.id) }));
