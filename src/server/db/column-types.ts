/**
 * The shapes of JSON columns, which the database knows only as `jsonb`: the generated schema
 * (schema.generated.ts) imports them, as tools/db-types/schema-types.ts's overrides say.
 */

/** A refund of part of a test-gateway charge (`payment_intents.part_refunds`). */
export interface TestPartRefund {
  id: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * An outbox row's attachment: which document of which order (a credit note by its number), and
 * the file name it is sent as.
 */
export type MailAttachmentRef = { kind: 'invoice'; orderId: string; filename: string } | { kind: 'credit_note'; orderId: string; number: number; filename: string };
