import { sql, type Kysely } from 'kysely';

/**
 * The card that paid (issue 36): the customer's order page says "Visa ending 4242". Stored when
 * the payment settles, from the gateway's charge (Stripe's `payment_method_details.card`), so the
 * page never asks the gateway. Null for attempts, for payments settled before this column, and
 * where the gateway did not say (the test gateway knows no brand).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_payments add column card_brand text, add column card_last4 text
    constraint order_payments_card_last4_digits check (card_last4 ~ '^[0-9]{4}$')`.execute(db);
  await sql`comment on column order_payments.card_brand is 'The brand of the card that paid (visa, mastercard, ...) as the gateway names it, once settled; null when the gateway did not say.'`.execute(db);
  await sql`comment on column order_payments.card_last4 is 'The last four digits of the card that paid, once settled; null when the gateway did not say.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table order_payments drop column card_brand, drop column card_last4`.execute(db);
}
