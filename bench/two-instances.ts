/**
 * Two app instances (bench/instance.ts) on one Postgres, checked for what a load balancer in front
 * of them must be able to rely on: stock never oversold, an order paid once, a change on one seen
 * on the other within a second, and each background job's work done once (an expired order closed
 * once, every queued e-mail delivered once to the SMTP catcher).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { createDatabase } from '../src/server/db/database';
import { createSession } from '../src/server/features/3-accounts/accounts/sessions/sessions';
import { queueJob } from '../src/server/jobs/job-queue';
import { QUEUES } from '../src/server/jobs/queues';
import type { Check } from './table';

interface Instance {
  child: ChildProcess;
  base: string;
}

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(databaseUrl: string, smtpUrl: string): Promise<Instance> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bench/instance.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_SMTP_URL: smtpUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench instance exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) await sleep(10);
  return { child, base };
}

async function stopInstance({ child }: Instance): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** An SMTP catcher counting deliveries by Message-ID. */
async function startSmtpCatcher() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(data)?.[1] ?? 'unknown';
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function checkTwoInstances(databaseUrl: string): Promise<{ checks: Check[] }> {
  const db = createDatabase(databaseUrl);
  // Mail queued before (the load runs' orders) is not this check's: it counts what these instances
  // queue. Its delivery jobs go with it (pg-boss's own table, in its schema).
  await db.deleteFrom('mailOutbox').execute();
  await sql`delete from pgboss.job where name = ${QUEUES.mailDelivery.name}`.execute(db);
  const phaseStart = new Date();
  const smtp = await startSmtpCatcher();
  const instances: Instance[] = [];
  try {
    // Started one after the other on a database the first run already migrated: each start is a restart.
    instances.push(await startInstance(databaseUrl, smtp.url));
    instances.push(await startInstance(databaseUrl, smtp.url));
    const [a, b] = instances as [Instance, Instance];
    const checks: Check[] = [];

    const buyer = async (name: string) => {
      const user = await db.insertInto('users').values({ email: `${name}@example.com`, name: 'Two Instances', phone: '1', address: 'x' }).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
      return { ...user, auth: `Bearer ${(await createSession(db, user.id)).token}` };
    };
    const product = (name: string, quantity: number) =>
      db.insertInto('products').values({ name, images: ['/x.svg'], description: 'Two instances', priceCents: 1250, quantity, minimumOrder: 1 }).returning('id').executeTakeFirstOrThrow();
    const call = (base: string, auth: string, method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, { method, headers: { authorization: auth, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const order = (base: string, auth: string, productID: string, orderQuantity = 1) =>
      call(base, auth, 'POST', '/api/order', { OrderInformation: { productID, orderQuantity, phone: '555-0100', address: '2 Instance Road' } });

    // 1. No oversell: 50 orders of one unit, alternately on each instance, for 30 units.
    const scarce = await product('Scarce spade', 30);
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => buyer(`oversell-${i}`)));
    const answers = await Promise.all(buyers.map((who, i) => order(instances[i % 2]!.base, who.auth, scarce.id)));
    const placed = answers.filter((r) => r.status === 200).length;
    const refused = answers.filter((r) => r.status === 409).length;
    const left = (await db.selectFrom('products').select('quantity').where('id', '=', scarce.id).executeTakeFirstOrThrow()).quantity;
    checks.push({ name: 'no oversell (50 orders, 30 units)', result: `${placed} placed, ${refused} refused, ${left} left`, pass: placed === 30 && refused === 20 && left === 0 });

    // 2. Paid once: the card confirmation and the mark-paid call on both instances at once, then again.
    const payer = await buyer('payer');
    const payable = await product('Paid-once rake', 100);
    const orderId = ((await (await order(a.base, payer.auth, payable.id, 2)).json()) as { insertedId: string }).insertedId;
    const secret = ((await (await call(a.base, payer.auth, 'POST', '/api/create-payment-intent', { orderId })).json()) as { clientSecret: string }).clientSecret;
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    const markPaid = (base: string) => call(base, payer.auth, 'PATCH', `/api/create-payment-intent/payment/${orderId}`, { productID: orderId, totalPrice: 1, email: payer.email, user: payer.name });
    await Promise.all([call(a.base, payer.auth, 'POST', `/api/test-payments/${intentId}/confirm`, { card, billingDetails: { name: payer.name, email: payer.email } }), markPaid(b.base)]);
    await Promise.all([markPaid(a.base), markPaid(b.base)]);
    const paidEvents = await db.selectFrom('orderEvents').select('id').where('orderId', '=', orderId).where('type', '=', 'paid').execute();
    const paidMails = await db.selectFrom('mailOutbox').select('id').where('recipient', '=', payer.email).where('kind', '=', 'payment-received').execute();
    const paid = await db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow();
    checks.push({ name: 'order paid once (confirmations on both)', result: `paid ${paid.isPaid}, ${paidEvents.length} paid event, ${paidMails.length} paid e-mail`, pass: paid.isPaid && paidEvents.length === 1 && paidMails.length === 1 });

    // 3. A change through one instance (an order takes stock) seen by the other's cached read.
    const seen = await product('Seen-on-both hoe', 100);
    const quantityOn = async (base: string) => ((await (await fetch(`${base}/api/product/${seen.id}`)).json()) as { quantity: number }).quantity;
    await quantityOn(b.base);
    await quantityOn(b.base);
    await order(a.base, payer.auth, seen.id, 5);
    const changedAt = Date.now();
    let lagMs = Infinity;
    while (Date.now() - changedAt < 3000) {
      if ((await quantityOn(b.base)) === 95) {
        lagMs = Date.now() - changedAt;
        break;
      }
      await sleep(5);
    }
    checks.push({ name: 'update on A visible on B', result: Number.isFinite(lagMs) ? `after ${lagMs} ms` : 'not within 3 s', pass: lagMs <= 1000 });

    // 4. The expiry job: an order past its hold is expired once though both instances work the queue.
    const late = await buyer('late');
    const held = await product('Expiring shears', 40);
    const lateId = ((await (await order(b.base, late.auth, held.id, 4)).json()) as { insertedId: string }).insertedId;
    // An order keeps its own deadline (docs/decisions/043): move both back, the deadline still after the placing.
    const placedAt = Date.now() - 30 * 24 * 3_600_000;
    await db.updateTable('orders').set({ createdAt: new Date(placedAt), expiresAt: new Date(placedAt + 3_600_000) }).where('id', '=', lateId).execute();
    // Two runs queued now, as two instances' schedules could (the cron fires once a minute): the
    // instances' workers race for them.
    await Promise.all([queueJob(db, QUEUES.orderExpiry.name), queueJob(db, QUEUES.orderExpiry.name)]);
    const expiredBy = Date.now() + 5000;
    while ((await db.selectFrom('orders').select('status').where('id', '=', lateId).executeTakeFirstOrThrow()).status !== 'expired' && Date.now() < expiredBy) await sleep(50);
    await sleep(1000);
    const expiredEvents = await db.selectFrom('orderEvents').select('id').where('orderId', '=', lateId).where('type', '=', 'expired').execute();
    const restocked = (await db.selectFrom('products').select('quantity').where('id', '=', held.id).executeTakeFirstOrThrow()).quantity;
    checks.push({ name: 'expiry job: expired once', result: `${expiredEvents.length} expired event, stock ${restocked}/40`, pass: expiredEvents.length === 1 && restocked === 40 });

    // 5. The mail worker: every queued message reaches SMTP once.
    const ours = () => db.selectFrom('mailOutbox').select(['id', 'status']).where('createdAt', '>=', phaseStart);
    const deliveredBy = Date.now() + 20_000;
    while ((await ours().where('status', '=', 'pending').execute()).length > 0 && Date.now() < deliveredBy) await sleep(100);
    await sleep(1000);
    const queued = await ours().execute();
    const twice = queued.filter((mail) => (smtp.received.get(mail.id) ?? 0) > 1).length;
    const missing = queued.filter((mail) => !smtp.received.has(mail.id)).length;
    checks.push({ name: 'mail worker: each e-mail sent once', result: `${queued.length} queued, ${twice} sent twice, ${missing} not sent`, pass: twice === 0 && missing === 0 });

    return { checks };
  } finally {
    await Promise.all(instances.map(stopInstance));
    await smtp.close();
    await db.destroy();
  }
}
