import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { enqueueMail } from '../../../src/server/features/1-platform/mail/outbox-repository';
import { orderPlacedMail } from '../../../src/server/features/1-platform/mail/templates/order-mails';
import { allJobs } from '../../../src/server/all-jobs';
import { JOB_SCHEMA, jobInsert, jobQueueDb, jobQueueOn, prepareJobQueue, queueJob } from '../../../src/server/jobs/job-queue';
import { QUEUES, type QueueDefinition } from '../../../src/server/jobs/queues';
import { startJobs, type RunningJobs } from '../../../src/server/jobs/run-jobs';
import { databaseUrl } from '../../helpers/database-admin';
import { createProduct, createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { startSmtpServer } from '../mail/smtp-test-server';
import { placeOrder, placedAgo, stockOf } from '../orders/order-helpers';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const site = { publicUrl: 'https://shop.garden.test' };
const DAY_MS = 24 * 60 * 60_000;
const everyQueue: QueueDefinition[] = Object.values(QUEUES);

describe('background jobs on pg-boss', () => {
  it('the migration path prepares pg-boss in its own schema with every queue, and doing it again changes nothing', async () => {
    const boss = jobQueueOn(shop.db);
    expect(await boss.isInstalled()).toBe(true);
    const version = await boss.schemaVersion();
    const queues = await boss.getQueues();
    for (const queue of everyQueue) {
      const { name, schedule: _schedule, ...settings } = queue;
      expect(queues.find((candidate) => candidate.name === name), name).toMatchObject(settings);
    }

    await prepareJobQueue(shop.db);
    expect(await boss.schemaVersion()).toBe(version);
    expect(await boss.getQueues()).toEqual(queues);
    const { rows } = await sql`select table_name from information_schema.tables where table_schema = ${JOB_SCHEMA} and table_name = 'job'`.execute(shop.db);
    expect(rows).toHaveLength(1);
  });

  it("queues, inside a statement of the shop's, the job pg-boss's own send queues", async () => {
    const [inside, sent] = [crypto.randomUUID(), crypto.randomUUID()];
    const queue = QUEUES.mailDelivery.name;
    const statement = await jobInsert(queue, { note: 'hi' }, { id: inside });
    // Beside a business insert, as the order's statement queues its e-mail.
    await shop.db
      .with('queued', () => statement)
      .insertInto('contactMessages')
      .values({ name: 'Ada', email: 'ada@garden.test', message: 'A job beside me' })
      .execute();
    await queueJob(shop.db, queue, { note: 'hi' }, { id: sent });
    const { rows } = await sql<Record<string, unknown>>`
      select id, name, data, priority, state, retry_limit, retry_delay, retry_backoff, expire_in, policy, dead_letter, singleton_key,
        keep_until - start_after as kept, start_after - created_on as delayed
      from ${sql.table(`${JOB_SCHEMA}.job`)} where id in (${inside}, ${sent}) order by id = ${sent}`.execute(shop.db);
    expect(rows).toHaveLength(2);
    const [withoutId, sentWithoutId] = rows.map(({ id: _id, ...job }) => job);
    expect(withoutId).toEqual(sentWithoutId);
    expect(withoutId).toMatchObject({ name: queue, data: { note: 'hi' }, state: 'created', retryLimit: QUEUES.mailDelivery.retryLimit });
  });

  it('two instances deliver each queued e-mail once and expire a late order once, then stop without waiting', async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Toolyard <shop@garden.test>' });
    const services = { db: shop.db, config, ports: shopPorts };
    const buyer = await createUser(shop.db);
    const shears = await createProduct(shop.db, { quantity: 40, minimumOrder: 1 });
    const late = await placeOrder(shop.db, buyer, shears.id, 4, config);
    await placedAgo(shop.db, late, 30 * DAY_MS);
    const ids: string[] = [];
    for (let n = 1; n <= 20; n++) {
      const order = { id: late, number: `TY-${20000 + n}`, email: `buyer${n}@garden.test`, customerName: 'Hazel', totalCents: 2450, poNumber: null, lines: [] };
      ids.push(await shop.db.transaction().execute((trx) => enqueueMail(trx, orderPlacedMail(site, order))));
    }
    const placedMail = await shop.db.selectFrom('mailOutbox').select('id').where('recipient', '=', buyer.email).executeTakeFirstOrThrow();
    ids.push(placedMail.id);

    // Two instances as main.ts starts them, polling often; the schedules left off: the expiry is queued now, twice, as two instances' could.
    const instances: RunningJobs[] = [];
    for (let n = 0; n < 2; n++) instances.push(await startJobs(services, allJobs, shop.app.log, { pollingIntervalSeconds: 0.5, schedule: false }));
    try {
      await Promise.all([queueJob(shop.db, QUEUES.orderExpiry.name), queueJob(shop.db, QUEUES.orderExpiry.name)]);

      await vi.waitFor(
        async () => {
          const pending = await shop.db.selectFrom('mailOutbox').select('id').where('status', '=', 'pending').execute();
          const order = await shop.db.selectFrom('orders').select('status').where('id', '=', late).executeTakeFirstOrThrow();
          const expiryJobs = await jobQueueOn(shop.db).getQueueSize(QUEUES.orderExpiry.name, { before: 'completed' });
          expect({ pending, status: order.status, expiryJobs }).toEqual({ pending: [], status: 'expired', expiryJobs: 0 });
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      const stopping = Date.now();
      await Promise.all(instances.map((instance) => instance.stop()));
      expect(Date.now() - stopping).toBeLessThan(5_000);
    }

    // Each message once (its row id is its Message-ID), every one of them: the 20, the order's and its expiry's.
    const queued = await shop.db.selectFrom('mailOutbox').select('id').execute();
    expect(queued.map(({ id }) => id)).toEqual(expect.arrayContaining(ids));
    expect(queued).toHaveLength(ids.length + 1);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(queued.map(({ id }) => `<${id}@garden.test>`).sort());
    const expired = await shop.db.selectFrom('orderEvents').select('id').where('orderId', '=', late).where('type', '=', 'expired').execute();
    expect(expired).toHaveLength(1);
    expect(await stockOf(shop.db, shears.id)).toBe(40);
    const endedMails = await shop.db.selectFrom('mailOutbox').select('id').where('recipient', '=', buyer.email).where('kind', '=', 'order-expired').execute();
    expect(endedMails).toHaveLength(1);
  });

  it("keeps every periodic queue's cron schedule, fired once a minute for all instances", async () => {
    const running = await startJobs({ db: shop.db, ports: shopPorts, config: testConfig() }, allJobs, shop.app.log, { pollingIntervalSeconds: 0.5 });
    try {
      const schedules = await running.boss.getSchedules();
      const periodic = everyQueue.filter((queue) => queue.schedule);
      expect(schedules.map(({ name, cron }) => ({ name, cron })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        periodic.map(({ name, schedule }) => ({ name, cron: schedule })).sort((a, b) => a.name.localeCompare(b.name)),
      );
    } finally {
      await running.stop();
    }
  });

  it("a pg-boss script that fails halfway leaves no aborted transaction on the shop's pool", async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(shop.db);
    const one = createDatabase(databaseUrl(inject('pgAdminUrl'), rows[0]!.name), { max: 1 });
    try {
      // As pg-boss's maintenance and migrations are written: one script, BEGIN to COMMIT.
      await expect(jobQueueDb(one).executeSql('begin; select 1 / 0; commit;', [])).rejects.toThrow('division by zero');
      const after = await sql<{ answer: number }>`select 1 as answer`.execute(one);
      expect(after.rows).toEqual([{ answer: 1 }]);
    } finally {
      await one.destroy();
    }
  });
});
