import { formatCents } from '../../../../../shared/money';
import { daysFromDue } from '../../../../../shared/rules/account-terms';
import { invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

/** An unpaid on-account invoice as its reminder shows it (invoices/reminders reads it). */
export interface InvoiceReminderFacts {
  /** The company admin it goes to. */
  to: { email: string; name: string };
  companyName: string;
  invoiceNumber: number;
  orderNumber: string;
  /** What is still owed on it (cents): its total less its credit notes less the payments allocated to it. */
  dueCents: number;
  /** Its due date and the day the reminder is written (`YYYY-MM-DD`, UTC). */
  dueOn: string;
  today: string;
}

/** The company area's statement (the statement page of the members' company area, issue 40). */
export const STATEMENT_PATH = ['dashboard', 'company', 'statement'];

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * When the invoice falls due, counted from the day the reminder is written: "due in 3 days",
 * "due today", "overdue by 7 days". A stage sent late (the job was down) says how late it is
 * now, not what its stage was.
 *
 * @example dueInWords('2026-12-27', '2026-12-24') // 'due in 3 days'
 * @example dueInWords('2026-12-27', '2027-01-03') // 'overdue by 7 days'
 */
export function dueInWords(dueOn: string, today: string): string {
  const fromDue = daysFromDue(dueOn, today);
  if (fromDue < 0) return `due in ${days(-fromDue)}`;
  if (fromDue === 0) return 'due today';
  return `overdue by ${days(fromDue)}`;
}

/**
 * A reminder to a company admin about one unpaid on-account invoice, at one of its stages
 * (INVOICE_REMINDER_DAYS): the company, the invoice, what is still owed, the due date and how
 * late it is, and the link to the company's statement.
 */
export function invoiceReminderMail(site: MailSite, facts: InvoiceReminderFacts): OutgoingMail {
  const invoice = invoiceNumberText(facts.invoiceNumber);
  const amount = formatCents(facts.dueCents);
  const fromDue = daysFromDue(facts.dueOn, facts.today);
  const when =
    fromDue < 0
      ? `is due on ${facts.dueOn}, in ${days(-fromDue)}`
      : fromDue === 0
        ? `is due today, ${facts.dueOn}`
        : `was due on ${facts.dueOn} and is ${days(fromDue)} overdue`;
  return renderMail(site, {
    to: facts.to.email,
    kind: 'invoice-reminder',
    subject: `${SHOP_NAME} invoice ${invoice} for ${facts.companyName}: ${amount} ${dueInWords(facts.dueOn, facts.today)}`,
    greeting: `Hello ${facts.to.name},`,
    paragraphs: [
      `Invoice ${invoice} to ${facts.companyName}, for order ${facts.orderNumber}, ${when}: ${amount} is still to pay.`,
      `Please pay it quoting ${invoice}. Your company's statement lists it with every other open invoice.`,
    ],
    details: [
      ['Company', facts.companyName],
      ['Invoice', invoice],
      ['Order number', facts.orderNumber],
      ['Amount due', amount],
      ['Due date', facts.dueOn],
      ...(fromDue > 0 ? [['Days overdue', String(fromDue)] as [string, string]] : []),
    ],
    action: { label: 'See the statement', url: siteLink(site, STATEMENT_PATH) },
    footnote: `You receive this as a company admin of ${facts.companyName}. Paid already? Thank you: the reminders stop once the payment is recorded.`,
  });
}
