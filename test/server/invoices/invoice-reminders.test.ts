import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/server/config';
import { shopPorts } from '../../../src/server/feature-ports';
import { invoiceReminderJob, sendInvoiceReminders } from '../../../src/server/features/6-invoices/invoices/reminders/send-invoice-reminders';
import { queueJob } from '../../../src/server/jobs/job-queue';
import { calendarDateOf } from '../../../src/shared/rules/account-terms';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import { createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture, createMember } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { runQueuedJobs } from '../../helpers/jobs';
import { testConfig, useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
const DAY = 86_400_000;
/** A new services object, as a new instance (or the same one after a restart) builds its own. */
const instance = (config: Config = testConfig()) => ({ db: shop.db, ports: shopPorts, config });

let companies = 0;
/** A company on account (Net 7) with two company admins and two buyers, and a product to order. */
async function companyOnAccount(name = `Reminder Co ${++companies}`) {
  const fixture = await createCompanyFixture(shop.db, name);
  const secondAdmin = await createMember(shop.db, fixture.company.id, 'admin', [], `${name} second admin`);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 7, creditLimitCents: 10_000_000 });
  const product = await createProduct(shop.db, { price: 40 });
  const order = (issuedAt: Date, quantity = 3) => createAccountOrder(shop.db, fixture.anyBuyer, fixture.company.id, product, { issuedAt, netDays: 7, quantity });
  return { ...fixture, admins: [fixture.admin, secondAdmin], buyers: [fixture.depotBuyer, fixture.anyBuyer], order };
}

/** The reminders mailed to `emails`, oldest first. */
function remindersTo(emails: readonly string[]) {
  return shop.db
    .selectFrom('mailOutbox')
    .select(['recipient', 'subject', 'textBody', 'htmlBody'])
    .where('kind', '=', 'invoice-reminder')
    .where('recipient', 'in', [...emails])
    .orderBy('createdAt')
    .orderBy('recipient')
    .execute();
}

/** The stages recorded for an invoice, with the calendar day each was sent. */
async function stagesOf(invoiceNumber: number) {
  const rows = await shop.db.selectFrom('invoiceReminders').select(['daysFromDue', 'sentAt']).where('invoiceNumber', '=', invoiceNumber).orderBy('daysFromDue').execute();
  return rows.map((row) => ({ daysFromDue: row.daysFromDue, sentOn: calendarDateOf(row.sentAt) }));
}

const at = (day: Date, days: number, hour = 9) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days, hour));
const emailsOf = (people: readonly { email: string }[]) => people.map((person) => person.email);

/** Runs the job at 09:00 and 17:00 of each day from `from` for `days` days, with `run` (one instance unless told). */
async function everyDay(from: Date, days: number, run: (now: Date) => Promise<unknown> = (now) => sendInvoiceReminders(instance(), now)) {
  for (let day = 0; day <= days; day++) {
    await run(at(from, day, 9));
    await run(at(from, day, 17));
  }
}

/** A plugin that counts the selects run (the reminders' reads; the writes are inserts): a subquery is transformed too, but only what runs has a result. */
function countingSelects(selects: { count: number }): KyselyPlugin {
  const built = new WeakSet<object>();
  return {
    transformQuery: (args) => {
      if (SelectQueryNode.is(args.node)) built.add(args.queryId);
      return args.node;
    },
    transformResult: async (args) => {
      if (built.has(args.queryId)) selects.count += 1;
      return args.result;
    },
  };
}

/** A payment received from the company, allocated to the invoice (as payments received record it). */
async function payInvoice(companyId: string, invoiceNumber: number, amountCents: number, receivedOn: string) {
  const payment = await shop.db
    .insertInto('accountPayments')
    .values({ companyId, amountCents, receivedOn, method: 'bank_transfer', reference: `Transfer for ${invoiceNumberText(invoiceNumber)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await shop.db.insertInto('paymentAllocations').values({ paymentId: payment.id, invoiceNumber, amountCents }).execute();
}

describe('invoice reminders', () => {
  it('mails each company admin once at each stage, on its day: 3 days before due, on the due date, 7 and 30 days after; never the buyers', async () => {
    const acme = await companyOnAccount('Acme Landscaping');
    const issued = new Date('2027-03-01T10:00:00Z');
    const first = await acme.order(issued); // due 2027-03-08, 3 x $40.00
    const second = await acme.order(at(issued, 2), 5); // due 2027-03-10

    await everyDay(issued, 45);

    for (const invoice of [first, second]) {
      const due = new Date(`${invoice.dueOn}T00:00:00Z`);
      expect(await stagesOf(invoice.invoiceNumber)).toEqual([-3, 0, 7, 30].map((stage) => ({ daysFromDue: stage, sentOn: calendarDateOf(at(due, stage)) })));
    }
    const mails = await remindersTo(emailsOf([...acme.admins, ...acme.buyers]));
    expect(mails).toHaveLength(2 * 4 * 2);
    expect(mails.filter((mail) => emailsOf(acme.buyers).includes(mail.recipient))).toEqual([]);
    for (const admin of acme.admins) {
      const theirs = mails.filter((mail) => mail.recipient === admin.email);
      expect(theirs.map((mail) => mail.subject)).toEqual([
        `Toolyard invoice ${invoiceNumberText(first.invoiceNumber)} for Acme Landscaping: $120.00 due in 3 days`,
        `Toolyard invoice ${invoiceNumberText(second.invoiceNumber)} for Acme Landscaping: $200.00 due in 3 days`,
        `Toolyard invoice ${invoiceNumberText(first.invoiceNumber)} for Acme Landscaping: $120.00 due today`,
        `Toolyard invoice ${invoiceNumberText(second.invoiceNumber)} for Acme Landscaping: $200.00 due today`,
        `Toolyard invoice ${invoiceNumberText(first.invoiceNumber)} for Acme Landscaping: $120.00 overdue by 7 days`,
        `Toolyard invoice ${invoiceNumberText(second.invoiceNumber)} for Acme Landscaping: $200.00 overdue by 7 days`,
        `Toolyard invoice ${invoiceNumberText(first.invoiceNumber)} for Acme Landscaping: $120.00 overdue by 30 days`,
        `Toolyard invoice ${invoiceNumberText(second.invoiceNumber)} for Acme Landscaping: $200.00 overdue by 30 days`,
      ]);
    }
    const overdue = mails.find((mail) => mail.recipient === acme.admin.email && mail.subject.endsWith('overdue by 7 days'))!;
    for (const body of [overdue.textBody, overdue.htmlBody]) {
      for (const fact of [`Hello ${acme.admin.name},`, 'Acme Landscaping', invoiceNumberText(first.invoiceNumber), first.number, '$120.00', '2027-03-08', 'http://localhost:3000/dashboard/company/statement']) {
        expect(body).toContain(fact);
      }
    }
    expect(overdue.textBody).toContain('was due on 2027-03-08 and is 7 days overdue: $120.00 is still to pay.');
    expect(overdue.textBody).toContain('Days overdue: 7');
    const before = mails.find((mail) => mail.recipient === acme.admin.email && mail.subject.endsWith('due in 3 days'))!;
    expect(before.textBody).toContain('is due on 2027-03-08, in 3 days: $120.00 is still to pay.');
    expect(before.textBody).not.toContain('Days overdue');
  });

  it('two instances running the job at once mail each stage once', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2027-06-01T10:00:00Z');
    const invoice = await acme.order(issued);

    const one = instance();
    const other = instance();
    await everyDay(issued, 40, async (now) => {
      await Promise.all([sendInvoiceReminders(one, now), sendInvoiceReminders(other, now)]);
    });

    expect((await stagesOf(invoice.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([-3, 0, 7, 30]);
    const mails = await remindersTo(emailsOf(acme.admins));
    expect(mails).toHaveLength(4 * 2);
    for (const admin of acme.admins) expect(mails.filter((mail) => mail.recipient === admin.email)).toHaveLength(4);
  });

  it('a restart between stages (a new instance, the same day run again) mails no stage twice', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2027-09-01T10:00:00Z');
    const invoice = await acme.order(issued); // due 2027-09-08

    await everyDay(issued, 7, (now) => sendInvoiceReminders(instance(), now)); // -3 and 0, the due date's 17:00 run last
    const restarted = instance();
    await sendInvoiceReminders(restarted, at(issued, 7, 23)); // the due date again, after the restart
    await everyDay(at(issued, 8), 40, (now) => sendInvoiceReminders(restarted, now));

    expect((await stagesOf(invoice.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([-3, 0, 7, 30]);
    expect(await remindersTo(emailsOf(acme.admins))).toHaveLength(4 * 2);
  });

  it('stops once the invoice is paid, and names what is still owed after a part payment', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2027-12-01T10:00:00Z');
    const paid = await acme.order(issued); // due 2027-12-08, $120.00
    const partlyPaid = await acme.order(issued, 5); // $200.00

    await everyDay(issued, 7); // -3 and 0 of both
    await payInvoice(acme.company.id, paid.invoiceNumber, paid.totalCents, '2027-12-09');
    await payInvoice(acme.company.id, partlyPaid.invoiceNumber, 5_000, '2027-12-09');
    await everyDay(at(issued, 8), 60);

    expect((await stagesOf(paid.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([-3, 0]);
    expect((await stagesOf(partlyPaid.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([-3, 0, 7, 30]);
    const toAdmin = await remindersTo([acme.admin.email]);
    expect(toAdmin.filter((mail) => mail.subject.includes(invoiceNumberText(paid.invoiceNumber)))).toHaveLength(2);
    expect(toAdmin.filter((mail) => mail.subject.includes(invoiceNumberText(partlyPaid.invoiceNumber))).map((mail) => mail.subject.split(': ')[1])).toEqual([
      '$200.00 due in 3 days',
      '$200.00 due today',
      '$150.00 overdue by 7 days',
      '$150.00 overdue by 30 days',
    ]);
  });

  it('none for an order cancelled (nothing is owed for it)', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2028-05-01T10:00:00Z');
    const cancelled = await acme.order(issued);
    await shop.db.updateTable('orders').set({ status: 'cancelled', cancelledAt: issued }).where('id', '=', cancelled.id).execute();

    await everyDay(issued, 40);

    expect(await stagesOf(cancelled.invoiceNumber)).toEqual([]);
    expect(await remindersTo(emailsOf(acme.admins))).toEqual([]);
  });

  it('a stage missed while the job was down is mailed once when it runs again, the latest one only', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2028-03-01T10:00:00Z');
    const invoice = await acme.order(issued); // due 2028-03-08

    await sendInvoiceReminders(instance(), at(issued, 7 + 12)); // down since before the first stage: 12 days overdue
    await everyDay(at(issued, 7 + 12), 40);

    expect((await stagesOf(invoice.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([7, 30]);
    const mails = await remindersTo([acme.admin.email]);
    expect(mails.map((mail) => mail.subject.split(': ')[1])).toEqual(['$120.00 overdue by 12 days', '$120.00 overdue by 30 days']);
  });

  it('the setting chooses the stages', async () => {
    const acme = await companyOnAccount();
    const issued = new Date('2028-06-01T10:00:00Z');
    const invoice = await acme.order(issued); // due 2028-06-08
    const config = testConfig({ INVOICE_REMINDER_DAYS: '-5,1,14' });

    await everyDay(issued, 40, (now) => sendInvoiceReminders(instance(config), now));

    expect(await stagesOf(invoice.invoiceNumber)).toEqual([
      { daysFromDue: -5, sentOn: '2028-06-03' },
      { daysFromDue: 1, sentOn: '2028-06-09' },
      { daysFromDue: 14, sentOn: '2028-06-22' },
    ]);
    expect((await remindersTo([acme.admin.email])).map((mail) => mail.subject.split(': ')[1])).toEqual(['$120.00 due in 5 days', '$120.00 overdue by 1 day', '$120.00 overdue by 14 days']);
    expect(await sendInvoiceReminders(instance(testConfig({ INVOICE_REMINDER_DAYS: 'none' })), at(issued, 37))).toEqual({ reminders: 0, mails: 0 });
  });

  it("a company's admins are mailed about its own invoices only", async () => {
    const acme = await companyOnAccount('Acme Groundworks');
    const birch = await companyOnAccount('Birch Nurseries');
    const issued = new Date('2028-09-01T10:00:00Z');
    const acmeInvoices = [await acme.order(issued), await acme.order(issued, 4)];
    const birchInvoices = [await birch.order(issued, 2)];

    await everyDay(issued, 10); // -3 and 0 of each

    const mentions = (mails: { subject: string; textBody: string }[], numbers: number[]) => numbers.filter((number) => mails.some((mail) => `${mail.subject}\n${mail.textBody}`.includes(invoiceNumberText(number))));
    const toAcme = await remindersTo(emailsOf(acme.admins));
    const toBirch = await remindersTo(emailsOf(birch.admins));
    expect(toAcme).toHaveLength(2 * 2 * 2);
    expect(toBirch).toHaveLength(1 * 2 * 2);
    expect(mentions(toAcme, birchInvoices.map((invoice) => invoice.invoiceNumber))).toEqual([]);
    expect(mentions(toBirch, acmeInvoices.map((invoice) => invoice.invoiceNumber))).toEqual([]);
    expect(toAcme.every((mail) => mail.subject.includes('Acme Groundworks') && !mail.textBody.includes('Birch'))).toBe(true);
    expect(toBirch.every((mail) => mail.subject.includes('Birch Nurseries') && !mail.textBody.includes('Acme'))).toBe(true);
  });

  it('works through hundreds of invoices of many companies in batches, finding each batch in one statement', async () => {
    const issued = new Date('2029-01-01T10:00:00Z');
    const many = [];
    for (let n = 0; n < 8; n++) many.push(await companyOnAccount(`Batch Co ${n}`));
    const invoices = [];
    for (const company of many) for (let n = 0; n < 27; n++) invoices.push(await company.order(issued, 1 + (n % 9)));
    const admins = emailsOf(many.flatMap((company) => company.admins));
    const selects = { count: 0 };
    const counted = { ...instance(), db: shop.db.withPlugin(countingSelects(selects)) };

    // 216 reminders and 432 mails on their due date: more than one batch, all in one run.
    await sendInvoiceReminders(counted, at(issued, 7));

    const recorded = await shop.db.selectFrom('invoiceReminders').select('invoiceNumber').where('invoiceNumber', 'in', invoices.map((invoice) => invoice.invoiceNumber)).where('daysFromDue', '=', 0).execute();
    expect(recorded).toHaveLength(216);
    expect(await remindersTo(admins)).toHaveLength(432);
    expect(selects.count).toBeLessThanOrEqual(3); // two batches of up to 200, and an empty one at most
    await sendInvoiceReminders(instance(), at(issued, 7, 18));
    expect(await remindersTo(admins)).toHaveLength(432);
  }, 120_000);

  it('runs as the hourly job, on the time it runs', async () => {
    const acme = await companyOnAccount();
    const invoice = await acme.order(new Date(Date.now() - 7 * DAY)); // due today
    const services = instance();

    await queueJob(shop.db, invoiceReminderJob.queue.name);
    const [outcome] = await runQueuedJobs(services, invoiceReminderJob);

    expect(outcome?.error).toBeUndefined();
    expect((await stagesOf(invoice.invoiceNumber)).map((stage) => stage.daysFromDue)).toEqual([0]);
    expect((await remindersTo([acme.admin.email])).map((mail) => mail.subject.split(': ')[1])).toEqual(['$120.00 due today']);
  });
});
