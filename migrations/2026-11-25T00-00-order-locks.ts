import { sql, type Kysely } from 'kysely';

/**
 * An order's lock phase in one round trip (docs/decisions/097): `lock_order_rows` takes the next
 * order number, locks the buyer's row, counts their open unpaid orders (up to the limit), then
 * locks the live products ordered, in id order, and returns what placeOrder checks under those
 * locks. Each is a statement of its own inside the function, so under READ COMMITTED each sees
 * what was committed before it began: the count sees every order a racing placing committed
 * while this one waited for the buyer's lock, and each product row is read as it is once locked.
 * The rules are the ones the app's queries spell (open unpaid: `status = 'pending'` and not paid;
 * live: not deleted and `status = 'active'`; the numbers' `TY-` prefix); the stock is still taken
 * by the conditional update and the CHECK on `products.quantity`, after the app's checks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
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
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function lock_order_rows(uuid, uuid[], integer)`.execute(db);
}
