import { describe, expect, it } from 'vitest';
import { orderEventText, type OrderEventFacts } from '../../src/shared/rules/order-event-text';

const event = (type: string, actorType: OrderEventFacts['actor']['type'], details: Record<string, unknown> = {}, name: string | null = null): OrderEventFacts => ({
  type,
  actor: { type: actorType, name },
  details,
});

describe("an order's timeline in a customer's words", () => {
  it('says what happened, with the amounts, the carrier and tracking number, and why it ended', () => {
    expect(orderEventText(event('placed', 'customer', { totalCents: 32775, lines: 2, units: 15 }))).toBe('Placed by you for $327.75.');
    expect(orderEventText(event('paid', 'gateway', { intentId: 'pi_1', amountCents: 32775, via: 'webhook' }))).toBe('Paid $327.75.');
    expect(orderEventText(event('shipped', 'admin', { carrier: 'UPS', trackingNumber: '1Z999' }))).toBe('Shipped with UPS, tracking number 1Z999.');
    expect(orderEventText(event('shipped', 'admin'))).toBe('Shipped.');
    expect(orderEventText(event('refunded', 'admin', { amountCents: 2000, reason: 'Damaged', creditNote: 'CN-000001' }))).toBe('Refunded $20.00 to your card (credit note CN-000001): Damaged.');
    expect(orderEventText(event('cancelled', 'customer', { reason: 'Cancelled by the customer' }))).toBe('Cancelled by you.');
    expect(orderEventText(event('cancelled', 'admin', { reason: 'Duplicate order' }))).toBe('Cancelled by the shop: Duplicate order.');
    expect(orderEventText(event('expired', 'system', { reason: 'Not paid within 24 hours' }))).toBe('Expired unpaid: Not paid within 24 hours.');
    expect(orderEventText(event('payment_failed', 'gateway', { code: 'card_declined', message: 'Your card was declined.' }))).toBe('Payment failed: Your card was declined.');
  });

  it("names an admin only when the read carries the name (admins'), and never shows the gateway's ids", () => {
    expect(orderEventText(event('cancelled', 'admin', { reason: 'Duplicate' }, 'Ada'))).toBe('Cancelled by Ada: Duplicate.');
    expect(orderEventText(event('paid', 'gateway', { intentId: 'pi_secret', amountCents: 100 }))).not.toContain('pi_');
  });
});
