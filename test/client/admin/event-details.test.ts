import { describe, expect, it } from 'vitest';
import { eventDetailLines } from '../../../src/client/features/admin-orders/event-details';

describe("an order event's details on the admin's timeline", () => {
  it('names the fields in words, shows cents as dollars and leaves out empty values', () => {
    expect(eventDetailLines({ carrier: 'DHL', trackingNumber: 'JD014600006281', totalCents: 5000, note: null, extra: '' })).toEqual([
      'Carrier: DHL',
      'Tracking number: JD014600006281',
      'Total: $50.00',
    ]);
  });

  it('shows an unknown field under its own name, objects as JSON', () => {
    expect(eventDetailLines({ gateway: { code: 'card_declined' }, amountCents: 1250 })).toEqual(['gateway: {"code":"card_declined"}', 'Amount: $12.50']);
  });
});
