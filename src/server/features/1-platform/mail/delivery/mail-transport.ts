import nodemailer from 'nodemailer';
import type { Config } from '../../../../config';
import type { MailRow } from '../../../../db/schema';
import type { RenderedAttachment } from '../../../../services';
import { mailModeOf } from './mail-mode';

/**
 * Hands one outbox row to its destination; throws when the destination refused or failed.
 * `attachments` renders what the row names to attach, only for a transport that sends files (the
 * dev mailbox lists the name alone).
 */
export interface MailTransport {
  via: 'smtp' | 'mailbox';
  send(mail: MailRow, attachments: () => Promise<RenderedAttachment[]>): Promise<void>;
}

/** Thrown for a refusal that no retry will change (the server rejected the recipient or the message). */
export class PermanentMailError extends Error {}

/** The domain of MAIL_FROM's address: Message-IDs are `<row id@domain>`, so a resend is recognisably the same message. */
function domainOf(from: string): string {
  const address = from.match(/<([^<>]+)>$/)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * SMTP through nodemailer: `smtp://` upgrades with STARTTLS whenever the server offers it,
 * `smtps://` speaks TLS from the start. Timeouts are short so a hung server cannot outlast a claim.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const domain = domainOf(from);
  return {
    via: 'smtp',
    async send(mail, attachments) {
      // Rendered before the connection opens: a document that cannot be rendered now is retried like a busy server.
      const files = await attachments();
      try {
        await transporter.sendMail({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          ...(mail.replyTo && { replyTo: mail.replyTo }),
          messageId: `<${mail.id}@${domain}>`,
          date: mail.createdAt,
          ...(files.length > 0 && { attachments: files }),
        });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        // A 5xx on the envelope or the message is the receiver's final word; anything else (connection, auth, 4xx) may pass later.
        if (responseCode && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE')) {
          throw new PermanentMailError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}

/** The dev mailbox: the outbox row is the mailbox, so delivering is only marking it delivered. */
export const mailboxTransport: MailTransport = { via: 'mailbox', send: async () => {} };

const smtpTransports = new Map<string, MailTransport>();

/** The transport the configuration asks for (one SMTP transport per process), or null while mail is held. */
export function transportFor(config: Config): MailTransport | null {
  const mode = mailModeOf(config);
  if (mode === 'mailbox') return mailboxTransport;
  if (mode === 'held' || !config.mail.smtpUrl) return null;
  const key = `${config.mail.smtpUrl} ${config.mail.from}`;
  let transport = smtpTransports.get(key);
  if (!transport) smtpTransports.set(key, (transport = smtpTransport(config.mail.smtpUrl, config.mail.from)));
  return transport;
}
