import { formatCents } from '../money';

/** An order event as order reads carry it: what happened, who did it (an admin's name only for admins), its facts. */
export interface OrderEventFacts {
  type: string;
  actor: { type: 'customer' | 'admin' | 'gateway' | 'system'; name: string | null };
  details: Record<string, unknown>;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const money = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents) : null);
const withReason = (sentence: string, reason: string | null) => (reason ? `${sentence}: ${reason}.` : `${sentence}.`);

/** Who did it, as the customer reads it: "you", the shop, or the admin's name where the reader may see it. */
function who({ actor }: OrderEventFacts): string {
  switch (actor.type) {
    case 'customer':
      return 'you';
    case 'admin':
      return actor.name ?? 'the shop';
    default:
      return 'the shop';
  }
}

/**
 * One event of an order's timeline as a sentence a customer reads (`text` of `GET /orders/{id}`'s
 * timeline): placed, paid, shipped with the carrier and tracking number, refunded with the amount
 * and reason, cancelled or expired and why. The gateway's ids and codes stay out of it.
 *
 * @example orderEventText({ type: 'placed', actor: { type: 'customer', name: null }, details: { totalCents: 32775 } }) // 'Placed by you for $327.75.'
 * @example orderEventText({ type: 'placed', actor: { type: 'customer', name: null }, details: { totalCents: 32775, paymentMethod: 'account', dueDate: '2026-12-27' } }) // 'Placed on account by you for $327.75 and invoiced, due 2026-12-27.'
 * @example orderEventText({ type: 'shipped', actor: { type: 'admin', name: null }, details: { carrier: 'UPS', trackingNumber: '1Z999' } }) // 'Shipped with UPS, tracking number 1Z999.'
 * @example orderEventText({ type: 'refunded', actor: { type: 'admin', name: null }, details: { amountCents: 2000, reason: 'Damaged', creditNote: 'CN-000001' } }) // 'Refunded $20.00 to your card (credit note CN-000001): Damaged.'
 * @example orderEventText({ type: 'refunded', actor: { type: 'admin', name: null }, details: { amountCents: 2000, reason: 'Damaged', creditNote: 'CN-000002', via: 'account' } }) // 'Credited $20.00 (credit note CN-000002): Damaged.'
 * @example orderEventText({ type: 'expired', actor: { type: 'system', name: null }, details: { reason: 'Not paid within 24 hours' } }) // 'Expired unpaid: Not paid within 24 hours.'
 */
export function orderEventText(event: OrderEventFacts): string {
  const d = event.details;
  const reason = textOf(d.reason);
  switch (event.type) {
    case 'placed': {
      const total = money(d.totalCents);
      // An on-account order is invoiced as it is placed, due `dueDate`.
      if (d.paymentMethod === 'account') {
        const due = textOf(d.dueDate);
        return `Placed on account by ${who(event)}${total ? ` for ${total}` : ''} and invoiced${due ? `, due ${due}` : ''}.`;
      }
      return `Placed by ${who(event)}${total ? ` for ${total}` : ''}.`;
    }
    case 'payment_attempt':
      return 'Payment started.';
    case 'payment_failed': {
      const message = textOf(d.message);
      return message ? `Payment failed: ${message.replace(/\.$/, '')}.` : 'Payment failed.';
    }
    case 'paid': {
      const amount = money(d.amountCents);
      return amount ? `Paid ${amount}.` : 'Paid.';
    }
    case 'payment_cancelled':
      return 'Payment cancelled.';
    case 'shipped': {
      const carrier = textOf(d.carrier);
      const tracking = textOf(d.trackingNumber);
      return `Shipped${carrier ? ` with ${carrier}` : ''}${tracking ? `, tracking number ${tracking}` : ''}.`;
    }
    case 'refunded': {
      const amount = money(d.amountCents) ?? 'Part of the payment';
      const note = textOf(d.creditNote);
      // On account (issue 40) nothing went to a card: the credit note lowered what the company owes.
      if (d.via === 'account') return withReason(`Credited ${amount}${note ? ` (credit note ${note})` : ''}`, reason);
      return withReason(`Refunded ${amount} to your card${note ? ` (credit note ${note})` : ''}`, reason);
    }
    case 'cancelled':
      // The customer's own cancel needs no reason; the shop's says why.
      return event.actor.type === 'customer' ? 'Cancelled by you.' : withReason(`Cancelled by ${who(event)}`, reason);
    case 'expired':
      return withReason('Expired unpaid', reason);
    default:
      return `${event.type.replace(/_/g, ' ')}.`;
  }
}
