import { sql, type Kysely } from 'kysely';

/**
 * Requisition lists (issue 41): an account's named lists of products with quantities, to put in
 * the cart again in two clicks. A list belongs to its owner; `shared` offers it to the members of
 * the company the owner belongs to when it is read (docs/decisions/148-requisition-lists-shared-by-the-owners-company-now.md):
 * no company id is stored, so an owner who leaves takes the list out of the company's sight.
 * A line is one product (unique per list) with units and its place in the list; products are only
 * ever marked deleted, so a line outlives the product being sold.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table requisition_lists (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null constraint requisition_lists_name_length check (length(btrim(name)) between 1 and 100),
      shared boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index requisition_lists_owner_idx on requisition_lists (owner_id)`.execute(db);
  await sql`comment on table requisition_lists is 'An account''s named list of products with quantities (a requisition list), put in the cart again in one step.'`.execute(db);
  await sql`comment on column requisition_lists.owner_id is 'The account that made the list; it edits it, and its company now (if any) is whom a shared list is shown to.'`.execute(db);
  await sql`comment on column requisition_lists.shared is 'Shown to the members of the owner''s company as it is when read (admins edit it, buyers view it); false: the owner''s alone.'`.execute(db);

  await sql`
    create table requisition_list_lines (
      list_id uuid not null references requisition_lists (id) on delete cascade,
      product_id uuid not null references products (id),
      quantity integer not null constraint requisition_list_lines_quantity check (quantity > 0),
      position integer not null,
      constraint requisition_list_lines_pkey primary key (list_id, product_id)
    )`.execute(db);
  await sql`comment on table requisition_list_lines is 'A product on a requisition list: one line a product, in the list''s order.'`.execute(db);
  await sql`comment on column requisition_list_lines.quantity is 'Units to put in the cart; the product''s rules apply when they go in, not here.'`.execute(db);
  await sql`comment on column requisition_list_lines.position is 'The line''s place in the list, from 0; the lines are replaced together, so positions are rewritten with them.'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table requisition_list_lines`.execute(db);
  await sql`drop table requisition_lists`.execute(db);
}
