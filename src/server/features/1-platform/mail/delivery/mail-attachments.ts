import type { DB } from '../../../../db/database';
import type { MailAttachmentRef } from '../../../../db/schema';

export type { MailAttachmentRef };

/** A file as it goes out with a message. */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Renders what an outbox row names to attach, when the message is sent. The app passes one in
 * through `AppServices.mailAttachments` (main.ts), so mail needs to know no feature that writes
 * documents. Throws when the document cannot be rendered: the delivery tries again later.
 */
export type MailAttachmentRenderer = (db: DB, ref: MailAttachmentRef) => Promise<RenderedAttachment>;

/** What a mail with an attachment meets where the app wired no renderer: a retry, not a mail without its file. */
export const noAttachmentRenderer: MailAttachmentRenderer = (_db, ref) => Promise.reject(new Error(`No renderer for the ${ref.kind} attachment ${ref.filename}`));
