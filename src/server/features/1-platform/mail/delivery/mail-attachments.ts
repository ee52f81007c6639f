import type { MailAttachmentRenderer } from '../../../../services';

/** What a mail with an attachment meets where the app wired no renderer: a retry, not a mail without its file. */
export const noAttachmentRenderer: MailAttachmentRenderer = (_db, ref) => Promise.reject(new Error(`No renderer for the ${ref.kind} attachment ${ref.filename}`));
