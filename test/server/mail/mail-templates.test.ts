import { describe, expect, it } from 'vitest';
import { emailVerificationMail, passwordResetMail } from '../../../src/server/features/1-platform/mail/templates/account-mails';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import { dueInWords, invoiceReminderMail } from '../../../src/server/features/1-platform/mail/templates/invoice-mails';
import { QUEUES } from '../../../src/server/jobs/queues';
import { orderEndedMail, orderPlacedMail, orderShippedMail, paymentReceivedMail, paymentRefundedMail } from '../../../src/server/features/1-platform/mail/templates/order-mails';

const site = { publicUrl: 'https://shop.garden.test' };
const order = {
  id: '6f1c2a9e-2b1d-4c1e-9a51-0d3c2f7e8a10',
  number: 'TY-10482',
  email: 'hazel@garden.test',
  customerName: 'Hazel',
  totalCents: 29400,
  poNumber: null,
  lines: [{ productName: 'Border spade', sku: 'SP-100', quantity: 12, unitPriceCents: 2450, totalCents: 29400 }],
};
const named = (productName: string) => ({ ...order, lines: [{ ...order.lines[0]!, productName }] });
const hostile = { ...named('Rake "Deluxe" & <b>Co</b>'), customerName: '<script>alert(1)</script>' };

describe('order e-mails', () => {
  it('order placed: product, quantity, unit price, total and the pay link, in text and HTML', () => {
    const mail = orderPlacedMail(site, order, { releasedAfter: '24 hours' });
    expect(mail).toMatchObject({ to: 'hazel@garden.test', kind: 'order-placed', subject: 'Your Toolyard order TY-10482: 12 x Border spade' });
    expect(mail.text).toContain('Order number: TY-10482');
    for (const body of [mail.text, mail.html]) {
      for (const fact of ['Thank you for your order TY-10482.', 'TY-10482', 'Border spade', '12', '$24.50', '$294.00', `https://shop.garden.test/payment/${order.id}`, '24 hours']) expect(body).toContain(fact);
    }
    expect(mail.html).toContain(`href="https://shop.garden.test/payment/${order.id}"`);
    expect(mail.html).toContain('#2f5d3a'); // the shop's green
    expect(mail.secret).toBeUndefined();
  });

  it('payment received shows the transaction id and attaches the invoice', () => {
    const mail = paymentReceivedMail(site, order, 'pi_3Qx7', invoiceNumberText(42));
    expect(mail).toMatchObject({
      kind: 'payment-received',
      subject: 'Payment received for your Toolyard order TY-10482',
      attachment: { kind: 'invoice', orderId: order.id, filename: 'INV-000042.pdf' },
    });
    expect(mail.text).toContain('Transaction id: pi_3Qx7');
    expect(mail.text).toContain('Your invoice INV-000042 is attached as a PDF.');
    expect(mail.html).toContain('pi_3Qx7');
  });

  it('order shipped shows the carrier and tracking number only when given', () => {
    const tracked = orderShippedMail(site, order, { carrier: 'Parcelforce', trackingNumber: 'PF123' });
    expect(tracked.subject).toBe('Your Toolyard order TY-10482 has shipped');
    expect(tracked.text).toContain('Your order TY-10482 is on its way.');
    expect(tracked.text).toContain('Carrier: Parcelforce');
    expect(tracked.text).toContain('Tracking number: PF123');
    const untracked = orderShippedMail(site, order);
    expect(untracked.text).not.toContain('Carrier');
    expect(untracked.text).not.toContain('Tracking');
  });

  it('order cancelled or expired says the units are released', () => {
    const cancelled = orderEndedMail(site, order, 'cancelled');
    expect(cancelled).toMatchObject({ kind: 'order-cancelled', subject: 'Your Toolyard order TY-10482 was cancelled' });
    expect(cancelled.text).toContain('Your order TY-10482 was cancelled.');
    expect(cancelled.text).toContain('The 12 units we held for you are released.');
    const expired = orderEndedMail(site, order, 'expired');
    expect(expired).toMatchObject({ kind: 'order-expired', subject: 'Your Toolyard order TY-10482 expired' });
    expect(expired.text).toContain('not paid in time');
  });

  it('payment refunded shows the amount', () => {
    const mail = paymentRefundedMail(site, order, { amountCents: 29400, transactionId: 'pi_9' });
    expect(mail.subject).toBe('Your Toolyard payment for order TY-10482 was refunded');
    expect(mail.text).toContain('We refunded $294.00 for order TY-10482');
    expect(mail.text).toContain('Transaction id: pi_9');
  });

  it("links every order e-mail after placing to the order's own page, and attaches an admin refund's credit note", () => {
    const page = `https://shop.garden.test/dashboard/orders/${order.id}`;
    const admin = { reason: 'Damaged', leftPaidCents: 27400, creditNoteNumber: 7 };
    for (const mail of [
      paymentReceivedMail(site, order, 'pi_1', invoiceNumberText(1)),
      orderShippedMail(site, order),
      orderEndedMail(site, order, 'cancelled'),
      orderEndedMail(site, order, 'expired'),
      paymentRefundedMail(site, order, { amountCents: 2000, admin }),
    ]) {
      expect(mail.html, mail.kind).toContain(`href="${page}"`);
      expect(mail.text, mail.kind).not.toContain('/dashboard/my-orders');
    }
    const refund = paymentRefundedMail(site, order, { amountCents: 2000, admin });
    expect(refund.attachment).toEqual({ kind: 'credit_note', orderId: order.id, number: 7, filename: 'CN-000007.pdf' });
    expect(refund.text).toContain('Your credit note CN-000007 is attached as a PDF.');
    expect(paymentRefundedMail(site, order, { amountCents: 2000, transactionId: 'pi_9' }).attachment).toBeUndefined();
  });

  it('escapes every value in HTML and keeps the text as written', () => {
    for (const mail of [
      orderPlacedMail(site, hostile),
      paymentReceivedMail(site, hostile, '<img src=x onerror=alert(1)>', invoiceNumberText(1)),
      orderShippedMail(site, hostile, { carrier: '<i>Van</i>', trackingNumber: '"><script>' }),
      orderEndedMail(site, hostile, 'cancelled'),
      paymentRefundedMail(site, hostile, { amountCents: 1 }),
    ]) {
      expect(mail.html).not.toMatch(/<script|<b>Co|<img|<i>Van/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Rake &quot;Deluxe&quot; &amp; &lt;b&gt;Co&lt;/b&gt;');
      expect(mail.text).toContain('Hello <script>alert(1)</script>,');
      expect(mail.subject).toContain('TY-10482');
      expect(mail.text).toContain('Order number: TY-10482');
    }
  });

  it('keeps the subject on one line, whatever the product is called', () => {
    expect(orderPlacedMail(site, named('Spade\r\nBcc: victim@example.com')).subject).toBe('Your Toolyard order TY-10482: 12 x Spade Bcc: victim@example.com');
  });
});

describe('account e-mails', () => {
  const token = 'a-B_c'.repeat(8) + 'xyz';

  it('password reset links to /reset-password with the token, for 30 minutes, and is marked secret', () => {
    const mail = passwordResetMail(site, { email: 'hazel@garden.test', name: 'Hazel' }, token, 30);
    expect(mail).toMatchObject({ to: 'hazel@garden.test', kind: 'password-reset', subject: 'Reset your Toolyard password', secret: true });
    expect(mail.text).toContain(`https://shop.garden.test/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="https://shop.garden.test/reset-password?token=${token}"`);
    expect(mail.text).toContain('30 minutes');
  });

  it('e-mail verification links to /verify-email with the token and is marked secret', () => {
    const mail = emailVerificationMail(site, { email: 'hazel@garden.test', name: '<Hazel>' }, token, 24);
    expect(mail).toMatchObject({ kind: 'email-verification', secret: true });
    expect(mail.text).toContain(`https://shop.garden.test/verify-email?token=${token}`);
    expect(mail.html).toContain('Hello &lt;Hazel&gt;,');
  });
});

describe('invoice reminders', () => {
  const facts = { to: { email: 'ada@acme.test', name: 'Ada' }, companyName: 'Acme Ltd', invoiceNumber: 42, orderNumber: 'TY-10482', dueCents: 123450, dueOn: '2026-12-27' };

  it('say when the invoice falls due, counted from the day they are written', () => {
    expect(['2026-12-24', '2026-12-26', '2026-12-27', '2026-12-28', '2027-01-26'].map((today) => dueInWords('2026-12-27', today))).toEqual([
      'due in 3 days',
      'due in 1 day',
      'due today',
      'overdue by 1 day',
      'overdue by 30 days',
    ]);
  });

  it('name the company, the invoice, its order, the amount due and the due date, and link to the statement', () => {
    const mail = invoiceReminderMail(site, { ...facts, today: '2027-01-03' });
    expect(mail).toMatchObject({ to: 'ada@acme.test', kind: 'invoice-reminder', subject: 'Toolyard invoice INV-000042 for Acme Ltd: $1,234.50 overdue by 7 days' });
    expect(mail.text).toContain('Invoice INV-000042 to Acme Ltd, for order TY-10482, was due on 2026-12-27 and is 7 days overdue: $1,234.50 is still to pay.');
    for (const row of ['Company: Acme Ltd', 'Invoice: INV-000042', 'Amount due: $1,234.50', 'Due date: 2026-12-27', 'Days overdue: 7']) expect(mail.text).toContain(row);
    expect(mail.html).toContain('href="https://shop.garden.test/dashboard/company/statement"');
    expect(invoiceReminderMail(site, { ...facts, today: '2026-12-27' }).text).toContain('is due today, 2026-12-27: $1,234.50 is still to pay.');
  });

  it("escape the company's name and keep the subject on one line", () => {
    const mail = invoiceReminderMail(site, { ...facts, companyName: '<b>Acme</b>\r\nBcc: victim@example.com', to: { email: 'ada@acme.test', name: '<script>x</script>' }, today: '2026-12-24' });
    expect(mail.subject).toBe('Toolyard invoice INV-000042 for <b>Acme</b> Bcc: victim@example.com: $1,234.50 due in 3 days');
    expect(mail.html).not.toContain('<b>Acme</b>');
    expect(mail.html).not.toContain('<script>x');
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
  });
});

describe('retry delays', () => {
  // pg-boss waits retryDelay * 2^(n-1) to twice that before retry n (outbox-delivery.test.ts sees it happen).
  it('start at 30 seconds and double, for ten attempts in all', () => {
    expect(QUEUES.mailDelivery).toMatchObject({ retryDelay: 30, retryBackoff: true, retryLimit: 9 });
  });
});
