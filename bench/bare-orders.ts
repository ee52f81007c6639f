/**
 * The bare server's ordering routes: POST /order (the app's POST /api/order) and POST /checkout
 * (the app's POST /api/checkout), as plain SQL on one pooled client. The statements are the app's,
 * copied from what it sends to Postgres (features/3-accounts/accounts/sessions, features/cart's
 * cart-repository and checkout-service, features/orders' place-order and orders-repository,
 * features/products' stock-repository, companies' location-of, shipping's charges-repository) in the
 * same order; only its checks and DTOs are left out. The order ships to the spec's free-text address,
 * so it is charged as SELLER_COUNTRY's (the cheapest method serving it, its tax rates).
 * Keep them in step when those queries change.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../src/server/config';
import { sessionIdFromToken } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import { orderPlacedMail } from '../src/server/features/1-platform/mail/templates/order-mails';
import { holdInWords, orderHoldMs } from '../src/server/features/4-orders/orders/order-hold';
import { jobSendStatement } from '../src/server/jobs/job-queue';
import { QUEUES } from '../src/server/jobs/queues';
import { CHARGE_FACTS, type ChargeFacts } from '../src/server/features/4-orders/shipping/charges-repository';
import { orderWeightGrams, servingZones, shippingPriceCents } from '../src/shared/rules/shipping';
import { orderTax, type TaxClass } from '../src/shared/rules/tax';

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
  priceCents: number;
  weightGrams: number | null;
  taxClass: TaxClass;
}

/** What the order is charged where it ships (order-charges.ts, by the same shared rules): the cheapest method serving it, and its tax. */
function chargesOf(facts: ChargeFacts, config: Config, lines: readonly { totalCents: number; quantity: number; weightGrams: number | null; taxClass: TaxClass }[]) {
  const to = { country: config.seller.country, postcode: null };
  const goodsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const weightGrams = orderWeightGrams(lines);
  const methods = servingZones(facts.zones, to)
    .flatMap((zone) => zone.methods)
    .map((method) => ({ ...method, priceCents: shippingPriceCents(method, { goodsCents, weightGrams }) }))
    .sort((a, b) => a.priceCents - b.priceCents);
  const method = facts.anyZones ? methods[0] : undefined;
  if (facts.anyZones && !method) throw new Error(`No zone serves ${to.country}`);
  const figures = orderTax({ lines, shippingCents: method?.priceCents ?? 0, rates: facts.rates, to, pricesIncludeTax: config.pricesIncludeTax, exempt: false });
  return { ...figures, method: method ?? null, country: to.country };
}

/** `$from, ..., $from+count-1`. */
const params = (from: number, count: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** `text`'s `$n` placeholders numbered `by` higher (a statement placed after `by` values of another). */
const shifted = (text: string, by: number) => text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);

/** The session behind a Bearer token (authenticate-request.ts, validateSessionToken). */
async function sessionBuyer(client: pg.PoolClient, authorization: string | undefined): Promise<Buyer> {
  const { rows } = await client.query(
    'select "sessions"."id", "sessions"."expires_at", "users"."id" as "user_id", "users"."email", "users"."name", "users"."role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1',
    [sessionIdFromToken(authorization!.slice('Bearer '.length))],
  );
  const row = rows[0] as { user_id: string; email: string; name: string };
  return { id: row.user_id, email: row.email, name: row.name };
}

/**
 * placeOrder's transaction: its lock phase in one round trip (lock_order_rows: the number, the
 * buyer's lock and open-order count, the products' locks), then the order with its e-mail, the
 * e-mail's delivery job, its event, its lines and the stock taken in one statement;
 * `inTransaction` last (the checkout empties the cart there).
 */
async function placeBareOrder(client: pg.PoolClient, config: Config, buyer: Buyer, contact: Contact, requested: readonly LineRequest[], inTransaction?: () => Promise<void>): Promise<string> {
  await client.query('begin');
  try {
    const locked = await client.query('select number, verified, open_orders, held_units, products from lock_order_rows($1, $2, $3)', [
      buyer.id,
      requested.map((line) => line.productId),
      config.payments.maxOpenUnpaidOrders,
    ]);
    const { number, verified, products: lockedProducts } = locked.rows[0] as { number: string; verified: boolean; products: LockedProduct[] };
    const products = new Map(lockedProducts.map((product) => [product.id, product]));
    // decideDelivery: the buyer's company (none for these buyers), locked for share.
    await client.query(
      'select "companies"."id" from "companies" where "companies"."id" = (select "company_members"."company_id" from "company_members" where "company_members"."user_id" = $1) for share',
      [buyer.id],
    );

    const id = randomUUID();
    const n = requested.length;
    const lines = requested.map((line, index) => {
      const product = products.get(line.productId)!;
      const unitPriceCents = Number(product.priceCents);
      return { position: index + 1, productId: product.id, productName: product.name, sku: product.sku, unitPriceCents, quantity: line.quantity, totalCents: line.quantity * unitPriceCents };
    });
    const facts = (await client.query(CHARGE_FACTS, [config.seller.country])).rows[0] as ChargeFacts;
    const charges = chargesOf(
      facts,
      config,
      lines.map((line) => ({ ...line, weightGrams: products.get(line.productId)!.weightGrams, taxClass: products.get(line.productId)!.taxClass })),
    );
    const { totalCents, taxLines } = charges;
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const holdMs = orderHoldMs(config, { verified });
    const mail = orderPlacedMail(
      config,
      {
        id,
        number,
        totalCents,
        customerName: buyer.name,
        email: buyer.email,
        poNumber: null,
        lines,
        charges: { ...charges, shipping: charges.method && { method: charges.method.name, amountCents: charges.shippingCents }, pricesIncludeTax: config.pricesIncludeTax },
      },
      { releasedAfter: holdInWords(holdMs), ...(verified ? {} : { verifyForLonger: holdInWords(config.payments.orderHoldMs) }) },
    );
    const mailId = randomUUID();
    const job = await jobSendStatement(QUEUES.mailDelivery.name, {}, { id: mailId });
    const j = 9 + job.values.length; // the values before the event's
    const lineRows = lines.map((_, i) => `(${params(j + 6 + i * 8, 8)})`).join(', ');
    const t = j + 6 + n * 8; // the tax lines' four arrays
    const s = t + 4;
    const o = s + 2;
    await client.query(
      `with "queued_mail" as (insert into "mail_outbox" ("id", "kind", "recipient", "subject", "text_body", "html_body", "secret", "reply_to", "attachment") values (${params(1, 9)})), "queued_delivery" as (${shifted(job.text, 9)}), "placed_event" as (insert into "order_events" ("order_id", "type", "actor_type", "actor_id", "details") values (${params(j + 1, 5)}) returning "id"), "placed_lines" as (insert into "order_lines" ("order_id", "position", "product_id", "product_name", "sku", "unit_price_cents", "quantity", "total_cents") values ${lineRows} returning "position"), "placed_tax_lines" as (insert into order_tax_lines (order_id, rate_basis_points, taxable_cents, tax_cents)
    select $${t}::uuid, t.rate, t.taxable, t.tax
    from unnest($${t + 1}::int[], $${t + 2}::int[], $${t + 3}::int[]) as t(rate, taxable, tax)
    returning order_id), "taken_stock" as (update products set quantity = products.quantity - moves.units
    from unnest($${s}::uuid[], $${s + 1}::int[]) as moves(id, units)
    where products.id = moves.id and products.quantity >= moves.units
    returning products.id) insert into "orders" ("id", "number", "user_id", "customer_name", "email", "phone", "address", "po_number", "note", "total_cents", "shipping_cents", "shipping_method", "shipping_estimate", "tax_cents", "prices_include_tax", "ship_country", "tax_exemption", "tax_exemption_reference", "buyer_tax_id", "expires_at") values (${params(o, 19)}, now() + $${o + 19} * interval '1 millisecond') returning (select count(*) as "n" from "taken_stock") as "taken"`,
      [
        mailId,
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        false,
        null,
        null,
        ...job.values,
        id,
        'placed',
        'customer',
        buyer.id,
        JSON.stringify({ lines: n, units, totalCents }),
        ...lines.flatMap((line) => [id, line.position, line.productId, line.productName, line.sku, line.unitPriceCents, line.quantity, line.totalCents]),
        id,
        taxLines.map((line) => line.basisPoints),
        taxLines.map((line) => line.taxableCents),
        taxLines.map((line) => line.taxCents),
        requested.map((line) => line.productId),
        requested.map((line) => line.quantity),
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
        charges.shippingCents,
        charges.method?.name ?? null,
        charges.method?.estimate ?? null,
        charges.taxCents,
        config.pricesIncludeTax,
        charges.country,
        null,
        null,
        null,
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
const cartLinesStatement = `select "cart_lines"."product_id", "cart_lines"."quantity", "cart_lines"."seen_unit_price_cents", "cart_lines"."seen_stock", "product"."sku", "product"."name", "product"."images", "product"."price_cents", "product"."price_tiers", "product"."minimum_order", "product"."pack_size", "product"."maximum_order", "product"."quantity" as "stock", "product"."weight_grams", "product"."tax_class", "product"."live" from "cart_lines" inner join (select "products"."id", "products"."sku", "products"."name", "products"."images", "products"."price_cents", "products"."price_tiers", "products"."minimum_order", "products"."pack_size", "products"."maximum_order", "products"."quantity", "products"."weight_grams", "products"."tax_class", ("deleted_at" is null and "status" = $1) as "live" from "products") as "product" on "product"."id" = "cart_lines"."product_id" where "cart_lines"."user_id" = $2 order by "cart_lines"."added_at", "product"."name"`;

export function registerBareOrders(bare: FastifyInstance, pool: pg.Pool, config: Config): void {
  // POST /api/order: one line.
  bare.post('/order', async (request, reply) => {
    const order = (request.body as { OrderInformation: { productID: string; orderQuantity: number } & Contact }).OrderInformation;
    const client = await pool.connect();
    try {
      const buyer = await sessionBuyer(client, request.headers.authorization);
      const id = await placeBareOrder(client, config, buyer, order, [{ productId: order.productID, quantity: order.orderQuantity }]);
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
      const id = await placeBareOrder(client, config, buyer, contact, lines, async () => {
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`cart:${buyer.id}`]);
        await client.query('delete from "cart_lines" where "user_id" = $1 returning "product_id", "quantity"', [buyer.id]);
      });
      return reply.send({ orderId: id });
    } finally {
      client.release();
    }
  });
}
