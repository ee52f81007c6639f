import { sql, type Kysely } from 'kysely';

const LOCK_ORDER_ROWS_BEFORE = `
    create function lock_order_rows(buyer uuid, product_ids uuid[], open_limit integer)
    returns table (number text, verified boolean, open_orders integer, products jsonb)
    language plpgsql volatile as $$
    begin
      number := 'TY-' || nextval('order_number_seq');
      select u.email_verified_at is not null into verified from users u where u.id = buyer for no key update;
      if not found then
        raise exception 'lock_order_rows: no user %', buyer using errcode = 'no_data_found';
      end if;
      select count(*) into open_orders
        from (select 1 from orders o where o.user_id = buyer and o.status = 'pending' and o.is_paid = false limit open_limit) open;
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', p.id, 'name', p.name, 'sku', p.sku, 'priceCents', p.price_cents, 'priceTiers', p.price_tiers,
          'minimumOrder', p.minimum_order, 'packSize', p.pack_size, 'maximumOrder', p.maximum_order, 'quantity', p.quantity
        ) order by p.id), '[]'::jsonb) into products
        from (select * from products where id = any(product_ids) and deleted_at is null and status = 'active' order by id for no key update) p;
      return next;
    end $$`;

/**
 * The unverified buyer's cap on units held at once (UNVERIFIED_MAX_HELD_UNITS, issue 34):
 * `lock_order_rows` also answers `held_units`, the units of the buyer's open unpaid orders, read
 * in a statement of its own after the buyer's row is locked, as `open_orders` is (migration
 * 2026-11-25T00-00-order-locks): two tabs checking out at once wait for each other's lock, and the
 * second sums the first's order once it is committed, so both cannot pass the cap. Summed only for
 * an unverified buyer (0 otherwise: the cap does not apply, and the verified hot path reads nothing
 * more), and kept within an integer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function lock_order_rows(uuid, uuid[], integer)`.execute(db);
  await sql`
    create function lock_order_rows(buyer uuid, product_ids uuid[], open_limit integer)
    returns table (number text, verified boolean, open_orders integer, held_units integer, products jsonb)
    language plpgsql volatile as $$
    begin
      number := 'TY-' || nextval('order_number_seq');
      select u.email_verified_at is not null into verified from users u where u.id = buyer for no key update;
      if not found then
        raise exception 'lock_order_rows: no user %', buyer using errcode = 'no_data_found';
      end if;
      select count(*) into open_orders
        from (select 1 from orders o where o.user_id = buyer and o.status = 'pending' and o.is_paid = false limit open_limit) open;
      held_units := 0;
      if not verified then
        select least(coalesce(sum(l.quantity), 0), 2147483647)::integer into held_units
          from orders o join order_lines l on l.order_id = o.id
          where o.user_id = buyer and o.status = 'pending' and o.is_paid = false;
      end if;
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', p.id, 'name', p.name, 'sku', p.sku, 'priceCents', p.price_cents, 'priceTiers', p.price_tiers,
          'minimumOrder', p.minimum_order, 'packSize', p.pack_size, 'maximumOrder', p.maximum_order, 'quantity', p.quantity
        ) order by p.id), '[]'::jsonb) into products
        from (select * from products where id = any(product_ids) and deleted_at is null and status = 'active' order by id for no key update) p;
      return next;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function lock_order_rows(uuid, uuid[], integer)`.execute(db);
  await sql.raw(LOCK_ORDER_ROWS_BEFORE).execute(db);
}
