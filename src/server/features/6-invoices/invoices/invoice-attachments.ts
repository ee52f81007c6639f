import type { Config } from '../../../config';
import type { MailAttachmentRenderer } from '../../../services';
import { creditNoteAttachmentFile, invoiceAttachmentFile } from './invoice-files-service';

/**
 * The renderer of e-mail attachments (main.ts hands it to the mail delivery job through
 * AppServices): the invoice PDF named by a "payment received" mail, or the credit note named by a
 * refund mail, drawn when the mail is sent.
 */
export function documentAttachments(config: Config): MailAttachmentRenderer {
  return async (db, ref) => {
    const file = ref.kind === 'credit_note' ? await creditNoteAttachmentFile(db, config.seller, ref.orderId, ref.number) : await invoiceAttachmentFile(db, config.seller, ref.orderId);
    return { filename: file.filename, contentType: 'application/pdf', content: file.content };
  };
}
