import { sql, type Kysely } from 'kysely';

/**
 * A queued e-mail may name one attachment (issue 25: the "payment received" mail carries the
 * invoice PDF). The outbox stores what to attach, `{kind, orderId, filename}`, not the file: it is
 * rendered when the mail is sent, so the paying transaction renders no PDF and the outbox stays small.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox
    add column attachment jsonb,
    add constraint mail_outbox_attachment_check check (attachment is null or (jsonb_typeof(attachment) = 'object' and attachment ? 'kind' and attachment ? 'filename'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop column attachment`.execute(db);
}
