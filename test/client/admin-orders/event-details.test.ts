import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src/client/features/admin-orders/event-details';
import type { OrderEvent as TimelineEvent } from '../../../src/shared/schemas/order';
const at = '2026-11-24T10:00:00.000Z';
const gateway = { type: 'gateway', email: null, name: null } as const;
const ada = { type: 'admin', email: 'ada@toolyard.example', name: 'Ada' } as const;
const event = (type: string, actor: TimelineEvent['actor'], details: Record<string, unknown>): TimelineEvent => ({ type, actor, details, at });

describe("an order event on the admin's timeline, in words", () => {
  it('says why a card was declined, and keeps the gateway codes apart', () => {
    const words = describeEvent(
      event('payment_failed', gateway, { intentId: 'pi_123', status: 'requires_payment_method', code: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
    );
    expect(words).toEqual({
      headline: 'Card declined: insufficient funds',
      notes: ['The bank said: Your card has insufficient funds.'],
      codes: ['Payment pi_123', 'Status requires_payment_method', 'Code insufficient_funds'],
    });
  });

  it("says an admin's refund with the amount, who and why, the credit note and the units back in stock", () => {
    const words = describeEvent(
      event('refunded', ada, { amountCents: 2000, reason: 'Damaged in transit', orderRefundId: 'r-1', refundId: 're_9', creditNote: 'CN-000001', unitsReturned: 2 }),
    );
    expect(words).toEqual({ headline: 'Refunded $20.00 by Ada: Damaged in transit', notes: ['2 units back in stock', 'Credit note CN-000001'], codes: ['Gateway refund re_9', 'Refund r-1'] });
  });

  it('words the other events without gateway names: paid, waiting for the bank, placed, shipped, a failure it has no words for', () => {
    expect(describeEvent(event('paid', gateway, { intentId: 'pi_1', amountCents: 6800, currency: 'usd', via: 'test-gateway' })).headline).toBe(
      'Paid $68.00, paid with the test gateway',
    );
    expect(describeEvent(event('payment_attempt', gateway, { intentId: 'pi_1', status: 'requires_action' })).headline).toBe("Waiting for the customer's bank to confirm the payment");
    expect(describeEvent(event('placed', { type: 'customer', email: 'n@example.com', name: 'Nadia' }, { lines: 2, units: 6, totalCents: 6800 }))).toMatchObject({
      headline: 'Placed by Nadia: $68.00',
      notes: ['2 lines, 6 units'],
    });
    expect(describeEvent(event('shipped', ada, { carrier: 'DHL', trackingNumber: 'JD01' }))).toMatchObject({ headline: 'Shipped by Ada with DHL', notes: ['Tracking number JD01'] });
    expect(describeEvent(event('payment_failed', gateway, { code: 'something_new', message: 'Try another card.' })).headline).toBe('Payment failed: Try another card.');
    expect(describeEvent(event('refunded', { type: 'system', email: null, name: null }, { amountCents: 500, reason: 'The order was cancelled before the payment arrived' })).headline).toBe(
      'Refunded $5.00 to the card: The order was cancelled before the payment arrived',
    );
  });
});
