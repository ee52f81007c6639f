/**
 * The benchmark's server process: the real app and, beside it, bare Fastify routes that answer the
 * same rows from the same database with no tRPC, OpenAPI layer, validation or sessions. It prints
 * one JSON line with the ports and ids the load generator needs.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createSession } from '../src/server/features/accounts/sessions';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const db = createDatabase(databaseUrl);
await migrateToLatest(db);

// The catalogue the home page shows, and one product with stock for every order the run places.
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
  .values({ name: 'Bench order tool', image: '/x.svg', description: 'Orders', priceCents: 1999, quantity: 2_000_000_000, minimumOrder: 1 })
  .returning('id')
  .executeTakeFirstOrThrow();
const customer = await db
  .insertInto('users')
  .values({ email: 'bench@example.com', name: 'Bench Buyer', phone: '1', address: 'x' })
  .returning(['id', 'name', 'email'])
  .executeTakeFirstOrThrow();
const { token } = await createSession(db, customer.id);

// One bench customer places every order of the run, all unpaid: lift the cap on open unpaid orders.
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
bare.get('/products', async () => {
  const { rows } = await pool.query(
    `select id as "_id", name, image, description, minimum_order as "minimumOrder", quantity,
            price_cents::float8 / 100 as price, created_at as date
       from products where deleted_at is null order by created_at desc, id`,
  );
  return rows;
});
bare.post('/order', async (request) => {
  const body = request.body as { OrderInformation: { productID: string; orderQuantity: number; phone: string; address: string } };
  const order = body.OrderInformation;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const taken = await client.query(
      'update products set quantity = quantity - $1 where id = $2 and quantity >= $1 and deleted_at is null returning name, price_cents',
      [order.orderQuantity, order.productID],
    );
    const product = taken.rows[0] as { name: string; price_cents: number };
    const inserted = await client.query(
      `insert into orders (user_id, product_id, product_name, unit_price_cents, order_quantity, total_cents, customer_name, email, phone, address)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [customer.id, order.productID, product.name, product.price_cents, order.orderQuantity, order.orderQuantity * Number(product.price_cents), customer.name, customer.email, order.phone, order.address],
    );
    await client.query('commit');
    return { insertedId: inserted.rows[0].id };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
bare.get('/memory', async () => process.memoryUsage());
await bare.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => Promise.all([db.destroy(), pool.end()]))
    .finally(() => process.exit(0));
});

const portOf = (server: typeof bare) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ appPort: portOf(app as unknown as typeof bare), barePort: portOf(bare), token, productId: orderable.id }));
