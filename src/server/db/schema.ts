import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrderStatus } from '../../shared/schemas/order';
import type { OrderEventType, IntentStatus, OrderPaymentStatus } from '../../shared/schemas/payment';
import type { Role } from '../../shared/schemas/session-user';
import type { AuditAction } from '../../shared/schemas/audit';
import type { ProductStatus } from '../../shared/schemas/product';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (`default now()`) unless the insert gives one. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string | null, string | null>;

/** The database as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  oauthAccounts: OAuthAccountsTable;
  products: ProductsTable;
  categories: CategoriesTable;
  orders: OrdersTable;
  reviews: ReviewsTable;
  paymentIntents: PaymentIntentsTable;
  paymentEvents: PaymentEventsTable;
  orderEvents: OrderEventsTable;
  paymentRefunds: PaymentRefundsTable;
  auditLog: AuditLogTable;
  rateLimitHits: RateLimitHitsTable;
  mailOutbox: MailOutboxTable;
  accountTokens: AccountTokensTable;
  cacheVersions: CacheVersionsTable;
}

export type { OrderStatus, Role };

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  passwordHash: string | null;
  role: Generated<Role>;
  phone: string | null;
  address: string | null;
  socialUrl: string | null;
  instituteName: string | null;
  degree: string | null;
  passingYear: DateOnly | null;
  /** When the owner proved the e-mail (provider sign-in or verification link); null: unproven. */
  emailVerifiedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
}

export interface OAuthAccountsTable {
  provider: string;
  providerUserId: string;
  userId: string;
  createdAt: DefaultTimestamp;
}

export interface ProductsTable {
  id: Generated<string>;
  /** Unique among live products; numbered by the database (`TY-000001`) when not given. */
  sku: Generated<string>;
  name: string;
  /** One to eight upload URLs or demo illustrations; the first is the cover. */
  images: string[];
  description: string;
  categoryId: string | null;
  status: Generated<ProductStatus>;
  minimumOrder: number;
  quantity: number;
  priceCents: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  deletedAt: Timestamp | null;
}

/** Two levels at most (a trigger keeps it so): a top-level category, or a child of one. */
export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  /** The category's URL name, unique: `/products?category={slug}`. */
  slug: string;
  parentId: string | null;
  /** Order among its siblings, smallest first. */
  position: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  userId: string;
  productId: string;
  productName: string;
  unitPriceCents: number;
  orderQuantity: number;
  totalCents: number;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  isPaid: Generated<boolean>;
  status: Generated<OrderStatus>;
  paymentIntentId: string | null;
  transactionId: string | null;
  createdAt: DefaultTimestamp;
  paidAt: Timestamp | null;
  shippedAt: Timestamp | null;
  /** When a customer cancelled it or it expired unpaid (status `cancelled` / `expired`). */
  cancelledAt: Timestamp | null;
  cancelReason: string | null;
  /** The last status the gateway reported for the order's current intent. */
  paymentStatus: OrderPaymentStatus | null;
  /** When the gateway was last asked about this order's payment (a lease for the jobs). */
  paymentCheckedAt: Timestamp | null;
  /** Intents created for the order so far: the attempt number in the gateway's idempotency key. */
  paymentAttempts: Generated<number>;
  /**
   * When an unpaid order is released if still unpaid: set at placing from the buyer's verification
   * state (docs/decisions/043). Kept after payment or closing; the API shows it only while it applies.
   * Rows written outside placing (demo data) default to 48 hours from now.
   */
  expiresAt: DefaultTimestamp;
  /** Set when an admin ships it, if they gave them. */
  carrier: string | null;
  trackingNumber: string | null;
}

export interface ReviewsTable {
  id: Generated<string>;
  userId: string;
  rating: number;
  review: string;
  createdAt: DefaultTimestamp;
  /** When its author last edited it (one review per customer: posting again edits it). */
  updatedAt: Date | null;
  /** When an admin hid it from the shop's pages; null while shown. */
  hiddenAt: Date | null;
}

/** The test gateway's own intents (the Stripe gateway keeps none: Stripe does). */
export interface PaymentIntentsTable {
  id: string;
  clientSecret: string;
  orderId: string;
  amountCents: number;
  currency: Generated<string>;
  status: IntentStatus;
  lastError: string | null;
  lastErrorCode: string | null;
  idempotencyKey: string | null;
  cardLast4: string | null;
  refundId: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  receivedAt: DefaultTimestamp;
}

/** An order's timeline: placed, payment attempts and outcomes, cancellation, expiry, refunds. */
export interface OrderEventsTable {
  /** bigserial: read as a number (the int8 parser in database.ts). */
  id: Generated<number>;
  orderId: string;
  type: OrderEventType;
  actorType: 'customer' | 'admin' | 'gateway' | 'system';
  actorId: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: DefaultTimestamp;
}

/** A payment that must go back: claimed once per intent, done when `refundId` is set. */
export interface PaymentRefundsTable {
  intentId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  reason: string;
  refundId: string | null;
  createdAt: DefaultTimestamp;
  attemptedAt: DefaultTimestamp;
  refundedAt: Timestamp | null;
}

type Json = ColumnType<unknown, string | null | undefined, never>;

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): see features/audit. */
export interface AuditLogTable {
  /** bigserial: read as a number (the int8 parser in database.ts); the API shows it as a string. */
  id: Generated<number>;
  /** Null for the server itself (the first admin at start-up). */
  actorId: string | null;
  /** The actor's e-mail at the time, kept should the account change or go. */
  actorEmail: string | null;
  action: AuditAction;
  target: string | null;
  details: Json | null;
  before: Json | null;
  after: Json | null;
  createdAt: DefaultTimestamp;
}

export interface RateLimitHitsTable {
  key: string;
  windowStart: Timestamp;
  hits: Generated<number>;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<string>;
  /** What the message is about (`password-reset`, `order-placed`, ...): the mailbox and tests read it. */
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The body holds a live link that signs someone in or proves an e-mail. */
  secret: Generated<boolean>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  nextAttemptAt: DefaultTimestamp;
  lastError: string | null;
  deliveredVia: 'smtp' | 'mailbox' | null;
  createdAt: DefaultTimestamp;
  sentAt: Timestamp | null;
}

export type AccountTokenPurpose = 'password-reset' | 'email-verification';

export interface AccountTokensTable {
  tokenHash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

/** Per invalidation scope, 64 counters bumped by trigger on every committed change; the version is their sum (response cache). */
export interface CacheVersionsTable {
  scope: string;
  slot: number;
  version: Generated<number>;
}

export type UserRow = Selectable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
