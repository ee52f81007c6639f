import { formatCents } from '../../../shared/money';
import type { OrderEvent } from '../../../shared/schemas/order';

type TimelineEvent = OrderEvent;

/** An order event in words: what happened, facts worth reading, and the gateway's codes for those who need them. */
export interface EventWords {
  headline: string;
  notes: string[];
  /** Ids and codes as the gateway wrote them ("Payment pi_…", "Code insufficient_funds"). */
  codes: string[];
}

/** Why a card payment failed, by the gateway's decline or error code (Stripe's names; the test gateway uses the same). */
const FAILURES: Record<string, string> = {
  insufficient_funds: 'Card declined: insufficient funds',
  generic_decline: 'Card declined',
  card_declined: 'Card declined',
  lost_card: 'Card declined: reported lost',
  stolen_card: 'Card declined: reported stolen',
  do_not_honor: 'Card declined by the bank',
  expired_card: 'Card expired',
  incorrect_cvc: 'Wrong security code (CVC)',
  incorrect_number: 'Wrong card number',
  processing_error: 'The card network had a processing error',
  payment_intent_authentication_failure: "The customer did not pass their bank's check (3-D Secure)",
  live_mode_test_card: 'A test card was used on the live shop',
};

/** Where a payment stands while it is not paid yet, by the gateway's status. */
const WAITING: Record<string, string> = {
  requires_payment_method: 'Payment started',
  requires_confirmation: 'Payment started',
  requires_action: "Waiting for the customer's bank to confirm the payment",
  processing: 'The bank is processing the payment',
};

/** Who paid through what, by how the payment was confirmed. */
const VIA: Record<string, string> = {
  confirmation: "confirmed on the customer's page",
  webhook: 'reported by Stripe',
  'test-gateway': 'paid with the test gateway',
  reconciliation: 'found by the payment check',
  cancel: 'found while cancelling',
  expiry: 'found while expiring',
};

/** The gateway's technical fields, shown in the details line under these names. */
const CODE_LABELS: [key: string, label: string][] = [
  ['intentId', 'Payment'],
  ['refundId', 'Gateway refund'],
  ['orderRefundId', 'Refund'],
  ['status', 'Status'],
  ['code', 'Code'],
  ['via', 'Via'],
  ['attempt', 'Attempt'],
  ['currency', 'Currency'],
];

const money = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents) : '');
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** The person or thing behind an event, in words: a name, else an e-mail, else what it was. */
export function actorWords({ actor }: TimelineEvent): string {
  if (actor.name) return actor.name;
  if (actor.email) return actor.email;
  return { customer: 'the customer', admin: 'an admin', gateway: 'the payment gateway', system: 'the shop' }[actor.type];
}

function headlineOf(event: TimelineEvent): string {
  const d = event.details;
  const who = actorWords(event);
  const reason = textOf(d.reason);
  switch (event.type) {
    case 'placed':
      return `Placed${d.paymentMethod === 'account' ? ' on account' : ''} by ${who}` + (typeof d.totalCents === 'number' ? `: ${money(d.totalCents)}` : '');
    case 'payment_attempt':
      return `${WAITING[String(d.status)] ?? 'Payment started'}` + (typeof d.amountCents === 'number' ? ` (${money(d.amountCents)})` : '');
    case 'payment_failed':
      return FAILURES[String(d.code)] ?? (textOf(d.message) ? `Payment failed: ${String(d.message)}` : 'Payment failed');
    case 'paid':
      return `Paid ${money(d.amountCents)}` + (VIA[String(d.via)] ? `, ${VIA[String(d.via)]}` : '');
    case 'payment_cancelled':
      return 'Payment cancelled';
    case 'cancelled':
      return `Cancelled by ${who}` + (reason ? `: ${reason}` : '');
    case 'expired':
      return 'Expired' + (reason ? `: ${reason}` : '');
    case 'refunded':
      return event.actor.type === 'admin' ? `Refunded ${money(d.amountCents)} by ${who}` + (reason ? `: ${reason}` : '') : `Refunded ${money(d.amountCents)} to the card` + (reason ? `: ${reason}` : '');
    case 'shipped':
      return `Shipped by ${who}` + (textOf(d.carrier) ? ` with ${String(d.carrier)}` : '');
    default:
      return event.type;
  }
}

function notesOf({ type, details: d }: TimelineEvent): string[] {
  const notes: string[] = [];
  if (type === 'placed' && typeof d.lines === 'number' && typeof d.units === 'number') notes.push(`${d.lines} ${d.lines === 1 ? 'line' : 'lines'}, ${units(d.units)}`);
  if (type === 'placed' && textOf(d.dueDate)) notes.push(`Invoiced, due ${String(d.dueDate)}`);
  if (type === 'payment_failed' && textOf(d.message) && FAILURES[String(d.code)]) notes.push(`The bank said: ${String(d.message)}`);
  if (textOf(d.trackingNumber)) notes.push(`Tracking number ${String(d.trackingNumber)}`);
  if (typeof d.unitsReturned === 'number' && d.unitsReturned > 0) notes.push(`${units(d.unitsReturned)} back in stock`);
  if (textOf(d.creditNote)) notes.push(`Credit note ${String(d.creditNote)}`);
  if (textOf(d.ignored)) notes.push(`Nothing changed: ${String(d.ignored)}`);
  return notes;
}

/**
 * An order event as the admin's timeline says it: a headline in words, a few facts, and the
 * gateway's ids and codes kept apart for a details line.
 *
 * @example
 * describeEvent({ type: 'payment_failed', actor: { type: 'gateway', email: null, name: null },
 *   details: { intentId: 'pi_1', status: 'requires_payment_method', code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, at });
 * // { headline: 'Card declined: insufficient funds', notes: ['The bank said: Your card has insufficient funds.'],
 * //   codes: ['Payment pi_1', 'Status requires_payment_method', 'Code insufficient_funds'] }
 */
export function describeEvent(event: TimelineEvent): EventWords {
  const codes = CODE_LABELS.flatMap(([key, label]) => {
    const value = event.details[key];
    return value === null || value === undefined || value === '' ? [] : [`${label} ${String(value)}`];
  });
  return { headline: headlineOf(event), notes: notesOf(event), codes };
}
