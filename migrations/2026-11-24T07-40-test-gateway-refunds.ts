import { sql, type Kysely } from 'kysely';

/**
 * The test gateway refunds part of a charge, as Stripe does (issue 25): each intent keeps its
 * refunds `[{id, amountCents, idempotencyKey}]`, so a repeated key answers the same refund and
 * the refunds together never pass the amount charged. (`refund_id` stays the full refund of a
 * payment the shop could not keep.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment_intents add column part_refunds jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payment_intents drop column part_refunds`.execute(db);
}
