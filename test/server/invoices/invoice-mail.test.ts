import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail } from '../../helpers/jobs';
import { documentAttachments } from '../../../src/server/features/6-invoices/invoices/invoice-attachments';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { startSmtpServer } from '../mail/smtp-test-server';
import { createUser } from '../../helpers/factories';
import { refundCalls } from '../payments/refund-helpers';
import { download, invoiceNumberOf, payThroughGateway, pdfText, twoLineOrder } from './invoice-helpers';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** The base64 body of the MIME part carrying `filename`. */
function attachedPart(raw: string, filename: string) {
  const part = raw.split(/\r?\n--/).find((candidate) => candidate.includes(`filename=${filename}`) || candidate.includes(`filename="${filename}"`));
  if (!part) return undefined;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  return { head: head!, bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') };
}

describe('the "payment received" e-mail', () => {
  it('carries the invoice PDF, rendered when the mail is sent, under its number', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    const number = `INV-${String(await invoiceNumberOf(shop.db, orderId)).padStart(6, '0')}`;
    const queued = await shop.db.selectFrom('mailOutbox').select('attachment').where('kind', '=', 'payment-received').where('recipient', '=', owner.email).executeTakeFirstOrThrow();
    expect(queued.attachment).toEqual({ kind: 'invoice', orderId, filename: `${number}.pdf` });

    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Toolyard <shop@garden.test>' });
    await deliverQueuedMail({ db: shop.db, ports: shopPorts, config, mailAttachments: documentAttachments(config) });

    const mail = smtp.received.find((received) => received.to.includes(owner.email) && received.subject.startsWith('Payment received'));
    expect(mail).toBeDefined();
    expect(mail!.decoded).toContain(`Your invoice ${number} is attached as a PDF.`);
    const part = attachedPart(mail!.raw, `${number}.pdf`);
    expect(part?.head).toMatch(/Content-Type: application\/pdf/i);
    expect(part?.head).toMatch(/Content-Disposition: attachment/i);
    // The attached file is the invoice the download gives.
    const downloaded = await download(shop.app, shop.db, owner, `/api/orders/${orderId}/invoice.pdf`);
    expect(Buffer.compare(part!.bytes, downloaded.rawPayload)).toBe(0);
    expect(await pdfText(part!.bytes)).toContain(`Invoice ${number}`);
  });

  it('waits in the outbox, never goes without its file, where nothing can render it', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    smtp.received.length = 0;
    await deliverQueuedMail({ db: shop.db, ports: shopPorts, config: testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Toolyard <shop@garden.test>' }) });

    expect(smtp.received.filter((received) => received.to.includes(owner.email) && received.subject.startsWith('Payment received'))).toEqual([]);
    const row = await shop.db.selectFrom('mailOutbox').select(['status', 'lastError']).where('kind', '=', 'payment-received').where('recipient', '=', owner.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringContaining('No renderer for the invoice attachment') });
  });

  it('shows the attachment name in the dev mailbox', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    const number = `INV-${String(await invoiceNumberOf(shop.db, orderId)).padStart(6, '0')}`;
    const page = await shop.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<th>Attachment</th>');
    expect(page.body).toContain(`<td>${number}.pdf</td>`);
  });
});

describe("an admin's refund e-mail", () => {
  it('carries the credit note PDF, the one the download gives, and links to the order page', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    const admin = await createUser(shop.db, { role: 'admin' });
    const refunded = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents: 1825, reason: 'One rake arrived bent' });
    const number = refunded.json().creditNoteNumber as string;
    expect(number).toMatch(/^CN-\d{6}$/);
    const queued = await shop.db.selectFrom('mailOutbox').select('attachment').where('kind', '=', 'payment-refunded').where('recipient', '=', owner.email).executeTakeFirstOrThrow();
    expect(queued.attachment).toEqual({ kind: 'credit_note', orderId, number: Number(number.slice(3)), filename: `${number}.pdf` });

    smtp.received.length = 0;
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Toolyard <shop@garden.test>' });
    await deliverQueuedMail({ db: shop.db, ports: shopPorts, config, mailAttachments: documentAttachments(config) });

    const mail = smtp.received.find((received) => received.to.includes(owner.email) && received.subject.includes('was refunded'));
    expect(mail).toBeDefined();
    expect(mail!.decoded).toContain(`Your credit note ${number} is attached as a PDF.`);
    expect(mail!.decoded).toContain(`/dashboard/orders/${orderId}`);
    const part = attachedPart(mail!.raw, `${number}.pdf`);
    expect(part?.head).toMatch(/Content-Type: application\/pdf/i);
    const downloaded = await download(shop.app, shop.db, owner, `/api/orders/${orderId}/credit-notes/${number}.pdf`);
    expect(Buffer.compare(part!.bytes, downloaded.rawPayload)).toBe(0);
    const text = await pdfText(part!.bytes);
    expect(text).toContain(number);
    expect(text).toContain('One rake arrived bent');
  });
});
