/**
 * The types every layer of the server shares: what the app is built with (`AppServices`), who is
 * asking (`ContextUser`) and the request a call came in with (`RequestContext`). They live here,
 * not in `trpc/`, so services, jobs and plain Fastify routes need no part of the tRPC layer
 * (docs/architecture.md#layers). They name no feature: every feature imports them, so this file
 * sits below them all.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AliasableExpression, Expression, QueryCreator } from 'kysely';
import type { OrderDocuments } from '../shared/schemas/invoice';
import type { OrderPaymentFacts } from '../shared/schemas/order';
import type { BuyerPrice, OwnPrice } from '../shared/rules/contract-prices';
import type { VatNumber } from '../shared/rules/tax-id';
import type { SessionUser } from '../shared/schemas/session-user';
import type { Config } from './config';
import type { DB } from './db/database';
import type { Database, MailAttachmentRef } from './db/schema';

/** The signed-in user as every procedure sees it (read from the database on each request): the client's SessionUser. */
export type ContextUser = SessionUser;

/** Who caused a change an order's timeline records: a signed-in person (with their id), the payment gateway, or a job. */
export type EventActor = { type: 'customer' | 'admin'; id: string } | { type: 'gateway' | 'system' };

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

/**
 * The online check of a well-shaped VAT id (VIES in a real shop): `valid` it is registered,
 * `invalid` it is not, `unavailable` the service did not answer. Marking a company reverse charge
 * asks it (companies/tax-id-verifier.ts), after the id's shape passed.
 */
export interface TaxIdVerifier {
  verify(vat: VatNumber): Promise<'valid' | 'invalid' | 'unavailable'>;
}

/** Long-lived things the app is built with; tests build their own. */
export interface AppServices {
  db: DB;
  config: Config;
  /** Renders an e-mail's attachment when it is sent (the invoice PDF); main.ts wires it, tests that send one too. */
  mailAttachments?: MailAttachmentRenderer;
  /** The online VAT id check; absent: the one TAX_ID_CHECK names (companies/tax-id-verifier.ts). */
  taxIdVerifier?: TaxIdVerifier;
  /**
   * What a lower feature asks of a higher one: `shopPorts` (src/server/feature-ports.ts), the one
   * composition root, which main.ts, the bench and the tests' helpers build their services with.
   * Required, so services without them do not compile.
   */
  ports: FeaturePorts;
}

/**
 * A rendered e-mail, ready for the outbox (the mail feature's templates render it, its outbox
 * queues it): here, below every feature, because a port (issueInvoice's `mail`) names it too.
 */
export interface OutgoingMail {
  to: string;
  /** What the message is about (`order-placed`, `password-reset`, ...): the mailbox and tests read it. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** The body holds a one-time link that proves an e-mail or sets a password. */
  secret?: boolean;
  /** Where a reply goes instead of the sender (MAIL_FROM): a contact message's author. */
  replyTo?: string;
  /** A document to attach, rendered when the message is sent (the invoice PDF). */
  attachment?: MailAttachmentRef;
}

/** How an invoice is issued besides its order and date (invoices' issueInvoice and invoiceClauses). */
export interface IssueInvoiceOptions {
  /** Placed on account: its due date (`YYYY-MM-DD`); null or left out: paid. */
  dueOn?: string | null;
  /** The e-mail naming the invoice, given its number's text (`INV-000042`): queued in the statement that takes the number. */
  mail?: (invoiceNumberText: string) => OutgoingMail;
}

/**
 * An invoice issued as `with` clauses of the caller's statement (FeaturePorts.invoiceClauses): the
 * clause `issuedInvoice` answers its number.
 */
export type InvoiceClauses = (qc: QueryCreator<Database>) => QueryCreator<Database & { issuedInvoice: { number: number } }>;

/** A company on account as a checkout read it under the company's row lock: its carried credit, oldest first (accountStandingOf). */
export interface CarriedAccount {
  companyId: string;
  carriedCredits: AccountStanding['carriedCredits'];
}

/** What releasing an unpaid order's payment before it is closed found (payments/settlement/release-order-payment). */
export type ReleaseOutcome = 'released' | 'paid' | 'processing';

/** What a checkout on account reads of its company's invoices and payments under the company's row lock (FeaturePorts.accountStandingOf). */
export interface AccountStanding {
  /** An on-account invoice more than the days allowed past due still owes something: checkout on account is refused. */
  overdue: boolean;
  /** Its payments' unallocated remainders (cents), oldest first: the invoice issued next takes them. */
  carriedCredits: { id: string; leftCents: number }[];
}

/**
 * The callbacks through which a lower feature reaches a higher one without importing it
 * (docs/architecture.md#layers: orders -> payments -> invoices). Each is a function the higher
 * feature offers; only the composition root (src/server/feature-ports.ts) names them.
 */
export interface FeaturePorts {
  /**
   * orders -> payments: before an unpaid order is closed, its current payment is cancelled at the
   * gateway, or found paid; `unless` skips it when it is that one (released before). Answers what
   * was found and the payment's gateway reference (null without one).
   */
  releaseOrderPayment(
    services: AppServices,
    orderId: string,
    via: 'cancel' | 'expiry',
    actor: EventActor,
    unless?: string | null,
  ): Promise<{ outcome: ReleaseOutcome; intentId: string | null }>;
  /**
   * orders -> payments: the gateway reference of the payment that paid the order `orderId` (its
   * first settled one; null while unpaid), the transaction id order reads show, as a scalar
   * subquery of the caller's statement (through order_payments' (order_id, attempt) key).
   */
  paymentRefOf(orderId: Expression<string>): AliasableExpression<string | null>;
  /**
   * orders -> payments: the orders first paid at or after `since` and when, as a subquery with the
   * columns `order_id` and `paid_at` (through order_payments_settled_idx): sales per day.
   */
  ordersPaidSince(since: Expression<Date>): Expression<{ order_id: string; paid_at: Date }>;
  /** orders -> payments: what refunds gave back (or are giving back) of each order, for the orders CSV (absent: nothing). */
  refundedCentsOfOrders(db: DB, orderIds: readonly string[]): Promise<Map<string, number>>;
  /** orders -> payments: how the order was paid (method, card, reference) and its refunds, for the customer's order page (from order_payments). */
  findOrderPayment(services: AppServices, orderId: string): Promise<OrderPaymentFacts>;
  /** orders, payments -> invoices: an order's invoice number and credit notes, as order reads show them. */
  findOrderDocuments(db: DB, orderId: string): Promise<OrderDocuments>;
  /**
   * orders -> invoices: the order `orderId`'s invoice, its number and due date (null before one is
   * issued), as a scalar subquery of the caller's statement: every order read carries it.
   */
  orderInvoiceOf(orderId: Expression<string>): AliasableExpression<{ number: number; dueOn: string | null } | null>;
  /**
   * orders -> invoices: what a checkout on account needs of the company's invoices and payments, as a
   * scalar subquery of the caller's statement: whether it has an on-account invoice more than `days` days
   * overdue on `today` (`YYYY-MM-DD`) that still owes something (checkout on account is refused), and its
   * carried credit (payments' unallocated remainders, oldest first) for issueInvoice.
   */
  accountStandingOf(companyId: Expression<string>, today: string, days: number): AliasableExpression<AccountStanding>;
  /** payments -> invoices: numbers the invoice of an order just marked paid, in the caller's transaction (IssueInvoiceOptions). */
  issueInvoice(trx: DB, orderId: string, issuedAt: Date, options?: IssueInvoiceOptions): Promise<number>;
  /**
   * orders -> invoices: the invoice of an order placed on account, due `dueOn`, numbered, stored and
   * its e-mail queued as `with` clauses of the statement that stores the order (InvoiceClauses).
   */
  invoiceClauses(orderId: string, issuedAt: Date, options: IssueInvoiceOptions): Promise<InvoiceClauses>;
  /** orders -> invoices: the company's carried credit applied to the on-account invoice `number` just issued, in the caller's transaction. */
  applyCarriedCreditTo(trx: DB, number: number, account: CarriedAccount): Promise<void>;
  /** payments -> invoices: numbers the credit note of a refund that has just succeeded, in the caller's transaction. */
  issueCreditNote(trx: DB, note: { refundId: string; orderId: string; amountCents: number; issuedAt: Date }): Promise<number>;
  /**
   * products -> price-lists: what each of `products` costs `userId` (null: a visitor) now, their
   * company's contract prices or the products' own (price-lists/buyer-prices.ts), for the
   * catalogue's and product pages' reads.
   */
  buyerPricesOf(db: DB, userId: string | null, products: readonly OwnPrice[], now?: Date): Promise<Map<string, BuyerPrice>>;
  /**
   * products -> price-lists: whether `userId` is a member of a company with a list active now
   * (their product reads differ from a visitor's: never shared), read fresh, and the next instant
   * that could change without a write (a list's window starting or ending). One statement.
   */
  contractReadingOf(db: DB, userId: string, now?: Date): Promise<ContractReading>;
  /** products -> price-lists: what each of `products` costs the viewer's company at the viewer's instant (one statement). */
  viewerPricesOf(db: DB, viewer: ContractViewer, products: readonly OwnPrice[]): Promise<Map<string, BuyerPrice>>;
  /**
   * products -> price-lists: the viewer's price from one unit of the product `productId` whose own
   * price is `ownPriceCents`, as a scalar SQL expression of the caller's statement (the catalogue's
   * price filter and sort); the same pick and rounding as viewerPricesOf.
   */
  viewerPriceCentsSql(viewer: ContractViewer, productId: Expression<string>, ownPriceCents: Expression<number>): Expression<number>;
  /** payments -> invoices: a refund's credit note number (null while none), as a scalar subquery of the caller's statement. */
  creditNoteNumberOf(refundId: Expression<string>): AliasableExpression<number | null>;
  /** payments -> invoices: an on-account invoice (its number as stored) with its order and what it still owes; undefined for none or a card order's. */
  accountInvoiceOf(db: DB, number: number): Promise<AccountInvoice | undefined>;
  /**
   * payments -> invoices: a succeeded card intent that paid an on-account invoice, recorded as a
   * payment received allocated to it, in the caller's transaction (the one settling the payment):
   * once per intent; refused when the amount is no longer what the invoice owes.
   */
  recordInvoiceCardPayment(trx: DB, payment: InvoiceCardPayment, actor: EventActor): Promise<InvoiceCardOutcome>;
  /**
   * payments -> invoices: an admin's refund of an on-account order as a credit: its credit note,
   * the company's balance lowered, the order paid once nothing is owed, in the caller's
   * transaction (which recorded the refund); `too-much` past the total less earlier credit notes.
   */
  creditAccountInvoice(trx: DB, credit: AccountCredit, actor: EventActor): Promise<AccountCreditOutcome>;
}

/** An on-account invoice as paying it by card needs it (cents; `dueCents` 0 or less: settled). */
export interface AccountInvoice {
  number: number;
  orderId: string;
  companyId: string;
  totalCents: number;
  dueCents: number;
}

/** A succeeded card intent (its id, amount and when it settled) that paid the on-account order `orderId` of `companyId`. */
export interface InvoiceCardPayment {
  companyId: string;
  orderId: string;
  intentId: string;
  amountCents: number;
  paidAt: Date;
}

export type InvoiceCardOutcome =
  | { outcome: 'paid'; invoiceNumber: number }
  | { outcome: 'already-paid' }
  /** The money cannot be kept (the invoice owes another amount, or nothing): it is refunded. */
  | { outcome: 'refused'; reason: string };

/** An admin's refund (`refundId`, recorded) of an on-account order, as a credit. */
export interface AccountCredit {
  refundId: string;
  orderId: string;
  amountCents: number;
  issuedAt: Date;
}

export type AccountCreditOutcome =
  | { outcome: 'credited'; creditNoteNumber: number; creditedCents: number; owedCents: number; paid: boolean }
  | { outcome: 'too-much'; leftCents: number };

/** A member of a company with a list active at `at`: their prices are the company's (price-lists' contract-viewer.ts). */
export interface ContractViewer {
  companyId: string;
  /** The instant the viewer's prices are read at, the same for every statement of the request. */
  at: Date;
  /**
   * What the viewer's prices are a function of: the company and its lists active at `at`, in the
   * order they win, each with its version (price_lists.version, moved by every change to the list
   * or its entries). The response cache keeps a contract viewer's answers under it
   * (docs/decisions/144-contract-cache): any change to what prices them is a new key.
   */
  pricedBy: string;
}

/** A signed-in account as a reader of prices at an instant (price-lists' contract-viewer.ts). */
export interface ContractReading {
  /** Their company's prices, or null: a visitor's. */
  viewer: ContractViewer | null;
  /** The next start or end of one of their company's lists' windows (null: none ahead, or in no company). */
  changesAt: Date | null;
}

/** One request as tRPC, REST and the services that need the request see it. */
export interface RequestContext extends AppServices {
  req?: FastifyRequest;
  res?: FastifyReply;
  user: ContextUser | null;
  /** Hash of the session token that authenticated this request, if any. */
  sessionId: string | null;
  /** How the session arrived; the CSRF rule and sign-out care. */
  credential?: 'bearer' | 'cookie' | null;
  /** A Bearer token was sent but is unknown or expired: every procedure answers 401. */
  bearerRejected?: boolean;
}
