import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import type { MailAttachmentRenderer } from '../../../src/server/services';
import { passwordResetMail } from '../../../src/server/features/1-platform/mail/templates/account-mails';
import { contactMessageMail } from '../../../src/server/features/1-platform/mail/templates/contact-mails';
import type { OutgoingMail } from '../../../src/server/services';
import { orderEndedMail, orderPlacedMail, orderShippedMail, paymentReceivedMail, paymentRefundedMail } from '../../../src/server/features/1-platform/mail/templates/order-mails';
import { enqueueMail, startMailAttempt, WIPED_BODY } from '../../../src/server/features/1-platform/mail/outbox-repository';
import { jobQueueOn } from '../../../src/server/jobs/job-queue';
import { QUEUES } from '../../../src/server/jobs/queues';
import { createProduct, createUser } from '../../helpers/factories';
import { deliverQueuedMail, jobOf, letJobTimePass, letWorkerTimeOut } from '../../helpers/jobs';
import { testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { startSmtpServer } from './smtp-test-server';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const FROM = 'Toolyard <shop@garden.test>';
const site = { publicUrl: 'https://shop.garden.test' };

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await database.db.deleteFrom('mailOutbox').execute();
  await jobQueueOn(database.db).purgeQueue(MAIL_QUEUE);
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

const MAIL_QUEUE = QUEUES.mailDelivery.name;
/** Attempts before a message is marked failed: pg-boss's first try and the queue's retries. */
const MAX_MAIL_ATTEMPTS = QUEUES.mailDelivery.retryLimit + 1;
/** How long a taken delivery job is its worker's before pg-boss gives it to another. */
const MAIL_EXPIRY_MS = QUEUES.mailDelivery.expireInSeconds * 1000;

/**
 * Works the delivery jobs due now, as a mail worker would, through SMTP at `smtpUrl`; answers what
 * they did: sent, failed for good, or refused and left to pg-boss to retry.
 */
async function deliverDueMail(smtpUrl = smtp.url, render?: MailAttachmentRenderer) {
  const outcomes = await deliverQueuedMail({ db: database.db, ports: shopPorts, config: testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: FROM }), mailAttachments: render });
  return {
    sent: outcomes.filter((outcome) => outcome.output === 'sent').length,
    retried: outcomes.filter((outcome) => outcome.error !== undefined).length,
    failed: outcomes.filter((outcome) => outcome.output === 'failed').length,
  };
}
const nextStart = async (id: string) => (await jobOf(database.db, MAIL_QUEUE, id))!.startAfter.getTime();
const order = (n = 1) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  number: `TY-${10000 + n}`,
  email: `buyer${n}@garden.test`,
  customerName: 'Hazel',
  totalCents: 29400,
  poNumber: null,
  lines: [{ productName: 'Border spade', sku: 'SP-100', quantity: 12, unitPriceCents: 2450, totalCents: 29400 }],
});

async function enqueue(db: DB, mail: OutgoingMail): Promise<string> {
  return db.transaction().execute((trx) => enqueueMail(trx, mail));
}

const row = (id: string) => database.db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const later = (ms: number) => letJobTimePass(database.db, MAIL_QUEUE, ms);

describe('delivering the outbox through SMTP', () => {
  it('sends a committed message once, to its recipient, with its subject, totals and the row id as Message-ID', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));

    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'shop@garden.test', to: ['buyer1@garden.test'], subject: 'Your Toolyard order TY-10001: 12 x Border spade', messageId: `<${id}@garden.test>` });
    expect(mail!.decoded).toContain('Total: $294.00');
    expect(mail!.decoded).toContain('Unit price: $24.50');
    expect(mail!.decoded).toContain(`https://shop.garden.test/payment/${order().id}`);
    expect(await row(id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null });
  });

  it("sends a contact message to the shop's inbox with Reply-To its sender", async () => {
    await enqueue(database.db, contactMessageMail(site, 'desk@garden.test', { name: 'Ann', email: 'ann@orchard.test', message: 'Forty spades?' }));
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'shop@garden.test', to: ['desk@garden.test'] });
    expect(mail!.raw).toMatch(/^Reply-To: ann@orchard\.test\r?$/m);
    expect(mail!.decoded).toContain('Forty spades?');
  });

  it('takes a message queued just before the run (its job is due at once, by the database clock)', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    expect(await jobOf(database.db, MAIL_QUEUE, id)).toMatchObject({ state: 'created' });

    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${id}@garden.test>`]);
  });

  it('sends every order e-mail once, each to its buyer with its subject and total', async () => {
    const ids = [
      await enqueue(database.db, orderPlacedMail(site, order(1))),
      await enqueue(database.db, paymentReceivedMail(site, order(2), 'pi_paid', invoiceNumberText(42))),
      await enqueue(database.db, orderShippedMail(site, order(3), { carrier: 'Parcelforce', trackingNumber: 'PF123' })),
      await enqueue(database.db, orderEndedMail(site, order(4), 'cancelled')),
      await enqueue(database.db, orderEndedMail(site, order(5), 'expired')),
      await enqueue(database.db, paymentRefundedMail(site, order(6), { amountCents: 29400 })),
    ];
    // The invoice is rendered as the mail leaves (test/server/invoices covers the real PDF).
    const invoice = async () => ({ filename: 'INV-000042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') });
    expect(await deliverDueMail(smtp.url, invoice)).toEqual({ sent: 6, retried: 0, failed: 0 });

    const byId = new Map(smtp.received.map((mail) => [mail.messageId, mail]));
    expect(byId.size).toBe(6);
    const subjects = [
      'Your Toolyard order TY-10001: 12 x Border spade',
      'Payment received for your Toolyard order TY-10002',
      'Your Toolyard order TY-10003 has shipped',
      'Your Toolyard order TY-10004 was cancelled',
      'Your Toolyard order TY-10005 expired',
      'Your Toolyard payment for order TY-10006 was refunded',
    ];
    ids.forEach((id, index) => {
      const mail = byId.get(`<${id}@garden.test>`);
      expect(mail, subjects[index]).toMatchObject({ to: [`buyer${index + 1}@garden.test`], subject: subjects[index] });
      expect(mail!.decoded).toContain('Total: $294.00');
    });
    expect(byId.get(`<${ids[1]}@garden.test>`)!.decoded).toContain('Transaction id: pi_paid');
    expect(byId.get(`<${ids[2]}@garden.test>`)!.decoded).toContain('Tracking number: PF123');
  });

  it('sends nothing for a change that rolled back', async () => {
    const buyer = await createUser(database.db);
    const product = await createProduct(database.db);
    const failed = database.db.transaction().execute(async (trx) => {
      const placed = await trx
        .insertInto('orders')
        .values({ userId: buyer.id, totalCents: 6250, customerName: buyer.name, email: buyer.email, phone: '555', address: 'Lane 1' })
        .returningAll()
        .executeTakeFirstOrThrow();
      const line = { productName: product.name, sku: 'SP-100', quantity: 5, unitPriceCents: 1250, totalCents: 6250 };
      await enqueueMail(trx, orderPlacedMail(site, { ...placed, lines: [line] }));
      throw new Error('the order failed after its mail was written');
    });
    await expect(failed).rejects.toThrow('the order failed');

    expect(await database.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
    expect(await jobQueueOn(database.db).getQueueSize(MAIL_QUEUE)).toBe(0);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('retries with a growing delay while the server refuses, then delivers exactly once', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    smtp.refuseNext(2, 451);

    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toContain('451');
    expect((await nextStart(id)) - Date.now()).toBeGreaterThan(25_000);

    // Not due yet: nothing happens.
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });

    await later(60_000);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await nextStart(id)) - Date.now()).toBeGreaterThan(55_000);

    await later(10 * 60_000);
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${id}@garden.test>`]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('marks a message failed with the reason when the server refuses the recipient for good', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    smtp.refuseNext(1, 550);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('No such mailbox');
    await later(24 * 3_600_000);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and keeps the reason`, async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    smtp.refuseNext(MAX_MAIL_ATTEMPTS, 451);
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
      await later(24 * 3_600_000);
    }
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect((await row(id)).lastError).toContain('451');
  });

  it('keeps retrying while the SMTP login is refused (a configuration fault, not the message)', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    expect(await deliverDueMail(smtp.url.replace('secret', 'wrong'))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(id)).lastError).toMatch(/535|Invalid/);
    await later(60_000);
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  it('never sends one row twice when two workers run at once', async () => {
    const ids = [];
    for (let n = 1; n <= 30; n++) ids.push(await enqueue(database.db, orderPlacedMail(site, order(n))));

    const [a, b] = await Promise.all([deliverDueMail(), deliverDueMail()]);
    expect(a.sent + b.sent).toBe(30);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);

    const messageIds = smtp.received.map((mail) => mail.messageId).sort();
    expect(messageIds).toEqual(ids.map((id) => `<${id}@garden.test>`).sort());
    const statuses = await database.db.selectFrom('mailOutbox').select(['status', 'attempts']).distinct().execute();
    expect(statuses).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('delivers the message of a worker that died after taking it, once its job has expired', async () => {
    const id = await enqueue(database.db, orderPlacedMail(site, order()));
    const [taken] = await jobQueueOn(database.db).fetch(MAIL_QUEUE);
    expect(taken?.id).toBe(id);
    await startMailAttempt(database.db, id); // ... and the worker dies

    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await letWorkerTimeOut(database.db, MAIL_QUEUE, MAIL_EXPIRY_MS + 1_000);
    await later(24 * 3_600_000);
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${id}@garden.test>`]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('wipes a one-time link from the database once SMTP has it', async () => {
    const id = await enqueue(database.db, passwordResetMail(site, { email: 'hazel@garden.test', name: 'Hazel' }, 'A'.repeat(43), 30));
    await deliverDueMail();
    expect(smtp.received[0]!.decoded).toContain(`reset-password?token=${'A'.repeat(43)}`);
    const sent = await row(id);
    expect(sent.textBody).toBe(WIPED_BODY);
    expect(sent.htmlBody).toBe(WIPED_BODY);
    expect(JSON.stringify(sent)).not.toContain('A'.repeat(43));
  });
});
