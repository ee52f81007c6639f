import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrderStatus } from '../../shared/schemas/order';
import type { Role } from '../../shared/schemas/session-user';

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
  orders: OrdersTable;
  reviews: ReviewsTable;
  paymentIntents: PaymentIntentsTable;
  paymentEvents: PaymentEventsTable;
  auditLog: AuditLogTable;
  rateLimitHits: RateLimitHitsTable;
  mailOutbox: MailOutboxTable;
  accountTokens: AccountTokensTable;
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
  name: string;
  image: string;
  description: string;
  minimumOrder: number;
  quantity: number;
  priceCents: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  deletedAt: Timestamp | null;
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
}

export interface ReviewsTable {
  id: Generated<string>;
  userId: string;
  rating: number;
  review: string;
  createdAt: DefaultTimestamp;
}

export interface PaymentIntentsTable {
  id: string;
  clientSecret: string;
  orderId: string;
  amountCents: number;
  currency: Generated<string>;
  status: string;
  lastError: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  receivedAt: DefaultTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  target: string | null;
  details: ColumnType<unknown, string | null, string | null> | null;
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

export type UserRow = Selectable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
