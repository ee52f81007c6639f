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
  minimum_order as "minimumOrder", quantity, price_cents::float8 / 100 as price, created_at as date, pack_size as "packSize",
  maximum_order as "maximumOrder", (select coalesce(json_agg(json_build_object('minQuantity', t->'minQuantity', 'price', (t->>'priceCents')::float8 / 100)), '[]')
    from jsonb_array_elements(price_tiers) t) as "priceTiers"`;
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
// buyer's lock (and verification) and open-order count, the product's lock, the stock, and the order
// with its line, its event and its queued e-mail.
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
    const product = (
      await client.query(
        `select id, name, sku, price_cents, price_tiers, minimum_order, pack_size, maximum_order, quantity from products
         where id = any($1::uuid[]) and ${live} order by id for no key update`,
        [[order.productID]],
      )
    ).rows[0] as { id: string; name: string; sku: string; price_cents: string };
    await client.query(
      `update products set quantity = products.quantity - moves.units from unnest($1::uuid[], $2::int[]) as moves(id, units)
       where products.id = moves.id and products.quantity >= moves.units`,
      [[product.id], [order.orderQuantity]],
    );
    const unitPriceCents = Number(product.price_cents);
    const totalCents = order.orderQuantity * unitPriceCents;
    const id = randomUUID();
    const line = { productName: product.name, sku: product.sku, quantity: order.orderQuantity, unitPriceCents, totalCents };
    const mail = orderPlacedMail(
      config,
      { id, number, totalCents, customerName: buyer.name, email: buyer.email, poNumber: null, lines: [line] },
      { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) },
    );
    await client.query(
      `with queued_mail as (
         insert into mail_outbox (kind, recipient, subject, text_body, html_body, secret) values ($11, $12, $13, $14, $15, false) returning id),
       placed_event as (
         insert into order_events (order_id, type, actor_type, actor_id, details) values ($1, 'placed', 'customer', $2, $10) returning id),
       placed_lines as (
         insert into order_lines (order_id, position, product_id, product_name, sku, unit_price_cents, quantity, total_cents)
         values ($1, 1, $18, $19, $20, $21, $22, $5) returning position)
       insert into orders (id, number, user_id, customer_name, email, phone, address, po_number, note, total_cents, expires_at)
       values ($1, $17, $2, $3, $4, $6, $7, null, null, $5, now() + $16 * interval '1 millisecond')`,
      [
        id,
        buyer.id,
        buyer.name,
        buyer.email,
        totalCents,
        order.phone,
        order.address,
        null,
        null,
        JSON.stringify({ lines: 1, units: order.orderQuantity, totalCents }),
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        holdMs,
        number,
        product.id,
        product.name,
        product.sku,
        unitPriceCents,
        order.orderQuantity,
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
