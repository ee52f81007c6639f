import { stripeLikeId } from './stripe-like-id';
import type { ReceiptCard } from '../../../../../shared/schemas/receipt';
import type { DB } from '../../../../db/database';
import { RefundRefusedError, type GatewayEvent, type GatewayIntent, type NewIntent, type PartRefund, type PaymentGateway } from './payment-gateway';
import { parseSignedEvent } from './stripe-events';
import { formatCents } from '../../../../../shared/money';
import {
  addTestPartRefund,
  cancelTestIntentRow,
  findTestIntent,
  findTestPartRefunds,
  insertTestIntent,
  refundTestIntentRow,
  type TestIntentRow,
} from './test-intents-repository';


/** A stored test intent as the shop sees intents. */
export function gatewayIntentOf(row: TestIntentRow): GatewayIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    lastError: row.lastError ? { code: row.lastErrorCode, message: row.lastError } : null,
    // The test gateway keeps only the last 4 digits the form sent, not the brand.
    card: row.status === 'succeeded' && row.cardLast4 ? { brand: null, last4: row.cardLast4 } : null,
  };
}

/**
 * The default gateway without a Stripe key: intents live in Postgres with Stripe-shaped ids and
 * client secrets, and the shop's own card form confirms them (`test-card-payments.ts`) with
 * Stripe's test cards. Refused in production unless PAYMENTS=test (config.ts).
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;

  constructor(
    private readonly db: DB,
    private readonly webhookSecret: string | undefined,
  ) {}

  async createIntent({ orderId, amountCents, currency, idempotencyKey }: NewIntent): Promise<GatewayIntent> {
    const id = stripeLikeId('pi');
    const row = await insertTestIntent(this.db, { id, clientSecret: stripeLikeId(`${id}_secret`), orderId, amountCents, currency, idempotencyKey });
    return gatewayIntentOf(row);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    const row = await findTestIntent(this.db, id);
    return row ? gatewayIntentOf(row) : null;
  }

  async cancelIntent(id: string): Promise<GatewayIntent | null> {
    const row = (await cancelTestIntentRow(this.db, id)) ?? (await findTestIntent(this.db, id));
    return row ? gatewayIntentOf(row) : null;
  }

  /** The test gateway keeps only the last 4 digits the form sent, not the brand. */
  async paymentCard(id: string): Promise<ReceiptCard | null> {
    const last4 = (await findTestIntent(this.db, id))?.cardLast4;
    return last4 ? { brand: null, last4 } : null;
  }

  async refundIntent(id: string): Promise<string> {
    const refundId = await refundTestIntentRow(this.db, id, stripeLikeId('re'));
    if (!refundId) throw new Error(`Test intent ${id} has not succeeded: nothing to refund`);
    return refundId;
  }

  /** As Stripe: a repeated key answers the same refund; more than is left of the charge is refused. */
  async refundPart({ intentId, amountCents, idempotencyKey }: PartRefund): Promise<{ refundId: string }> {
    const id = stripeLikeId('re');
    if (await addTestPartRefund(this.db, intentId, { id, amountCents, idempotencyKey })) return { refundId: id };
    const intent = await findTestPartRefunds(this.db, intentId);
    const earlier = intent?.partRefunds.find((refund) => refund.idempotencyKey === idempotencyKey);
    if (earlier) return { refundId: earlier.id };
    if (!intent) throw new RefundRefusedError(`No such payment: ${intentId}`);
    if (intent.status !== 'succeeded' || intent.refundId) throw new RefundRefusedError('This payment has no charge left to refund');
    const left = intent.amountCents - intent.partRefunds.reduce((sum, refund) => sum + Number(refund.amountCents), 0);
    throw new RefundRefusedError(`The refund is more than is left of the charge (${formatCents(left)})`);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent> {
    return parseSignedEvent(rawBody, signature, this.webhookSecret);
  }
}
