import { sql, type Kysely } from 'kysely';

/**
 * An on-account order may be shipped before its invoice is paid (issue 40, docs/decisions/141):
 * the CHECKs that a shipped order is paid now allow one placed on the company's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    drop constraint if exists orders_shipped_only_when_paid,
    drop constraint if exists orders_shipped_is_paid,
    add constraint orders_shipped_is_paid check (status <> 'shipped' or ((is_paid or payment_method = 'account') and shipped_at is not null))`.execute(db);
  await sql`comment on constraint orders_shipped_is_paid on orders is 'A shipped order is paid, or on account (shipped before its invoice is paid), and says when it shipped.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    drop constraint orders_shipped_is_paid,
    add constraint orders_shipped_only_when_paid check (status <> 'shipped' or is_paid),
    add constraint orders_shipped_is_paid check (status <> 'shipped' or (is_paid and shipped_at is not null))`.execute(db);
}
