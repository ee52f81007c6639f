import { beforeEach, describe, expect, it } from 'vitest';
import { sweepMailOutbox } from '../../../src/server/features/1-platform/mail/delivery/mail-outbox-sweep';
import { enqueueMail } from '../../../src/server/features/1-platform/mail/outbox-repository';
import { orderPlacedMail } from '../../../src/server/features/1-platform/mail/templates/order-mails';
import { jobQueueOn } from '../../../src/server/jobs/job-queue';
import { QUEUES } from '../../../src/server/jobs/queues';
import { deliverQueuedMail, jobOf, letJobTimePass } from '../../helpers/jobs';
import { testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
const MAIL_QUEUE = QUEUES.mailDelivery.name;
const site = { publicUrl: 'https://shop.garden.test' };
const order = { id: '00000000-0000-4000-8000-000000000001', number: 'TY-10001', email: 'buyer@garden.test', customerName: 'Hazel', totalCents: 2450, poNumber: null, lines: [] };
const HOUR = 3_600_000;

beforeEach(async () => {
  await database.db.deleteFrom('mailOutbox').execute();
  await jobQueueOn(database.db).purgeQueue(MAIL_QUEUE);
});

const queue = () => database.db.transaction().execute((trx) => enqueueMail(trx, orderPlacedMail(site, order)));
const row = (id: string) => database.db.selectFrom('mailOutbox').select(['status', 'lastError']).where('id', '=', id).executeTakeFirstOrThrow();
const inAnHour = () => new Date(Date.now() + HOUR);

describe('the outbox sweep', () => {
  it('leaves a message whose job is waiting alone, and one queued too recently to judge', async () => {
    const id = await queue();
    expect(await sweepMailOutbox(database.db)).toEqual({ requeued: 0, failed: 0 });
    expect(await sweepMailOutbox(database.db, inAnHour())).toEqual({ requeued: 0, failed: 0 });
    expect(await jobOf(database.db, MAIL_QUEUE, id)).toMatchObject({ state: 'created' });
  });

  it('queues again a pending message that has no job (queued before deliveries were jobs), and it is then delivered once', async () => {
    const id = await queue();
    await jobQueueOn(database.db).deleteJob(MAIL_QUEUE, id);

    expect(await sweepMailOutbox(database.db, inAnHour())).toEqual({ requeued: 1, failed: 0 });
    expect(await sweepMailOutbox(database.db, inAnHour())).toEqual({ requeued: 0, failed: 0 });
    const outcomes = await deliverQueuedMail({ db: database.db, ports: shopPorts, config: testConfig() });
    expect(outcomes.map((outcome) => outcome.output)).toEqual(['sent']);
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it('marks failed a message whose job pg-boss failed for good without its last attempt marking it', async () => {
    const id = await queue();
    const boss = jobQueueOn(database.db);
    // Every attempt taken and lost (the worker stopped each time), the last one too.
    for (let attempt = 0; attempt <= QUEUES.mailDelivery.retryLimit; attempt++) {
      const [job] = await boss.fetch(MAIL_QUEUE);
      expect(job?.id).toBe(id);
      await boss.fail(MAIL_QUEUE, id, { message: 'pg-boss shut down while active' });
      await letJobTimePass(database.db, MAIL_QUEUE, 24 * HOUR);
    }
    expect(await jobOf(database.db, MAIL_QUEUE, id)).toMatchObject({ state: 'failed' });

    expect(await sweepMailOutbox(database.db, inAnHour())).toEqual({ requeued: 0, failed: 1 });
    expect(await row(id)).toEqual({ status: 'failed', lastError: 'Delivery stopped during its last attempt' });
  });
});
