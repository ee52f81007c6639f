import { sql, type Kysely } from 'kysely';

/**
 * Credits on on-account invoices (issue 40, docs/decisions/141): an admin's "refund" of an order
 * placed on a company's account moves no money. It is an `order_refunds` row that gives back no
 * payment (`payment_id` null), succeeded when recorded, with no gateway refund, whose credit note
 * lowers what the invoice owes and the company's balance in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_refunds
    alter column payment_id drop not null,
    drop constraint order_refunds_succeeded_has_id,
    add constraint order_refunds_succeeded_has_id check (payment_id is null or (status = 'succeeded') = (gateway_refund_id is not null)),
    add constraint order_refunds_account_credit check (payment_id is not null or (status = 'succeeded' and gateway_refund_id is null))`.execute(db);
  await sql`comment on column order_refunds.payment_id is 'The settled payment this refund gives back (its refunded_cents holds the reservation); null: a credit on an on-account invoice, which lowers what the company owes instead of moving money.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from order_refunds where payment_id is null`.execute(db);
  await sql`alter table order_refunds
    drop constraint order_refunds_account_credit,
    drop constraint order_refunds_succeeded_has_id,
    add constraint order_refunds_succeeded_has_id check ((status = 'succeeded') = (gateway_refund_id is not null)),
    alter column payment_id set not null`.execute(db);
  await sql`comment on column order_refunds.payment_id is 'The settled payment this refund gives back (its refunded_cents holds the reservation).'`.execute(db);
}
