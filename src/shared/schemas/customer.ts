import { z } from 'zod';
import { savedAddressSchema } from './address-book';
import { idSchema } from './ids';
import { orderStatusSchema } from './order';
import { roleSchema } from './session-user';
import { text } from './text';

/** How many customers one page holds unless asked otherwise, and the most it may hold. */
export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMERS_PAGE_MAX = 100;

/** How many of a customer's orders their page shows, most recent first. */
export const CUSTOMER_RECENT_ORDERS = 50;

/**
 * `GET /api/customers`: part of a name or e-mail (any case, taken literally; blank means
 * everyone), where to continue (the opaque `nextCursor` of the page before) and how many.
 *
 * @example
 * customerPageInputSchema.parse({ q: ' Ann ', limit: '10' }); // { q: 'Ann', limit: 10 }
 * customerPageInputSchema.safeParse({ limit: '0' }).success; // false: "Ask for at least one customer"
 */
export const customerPageInputSchema = z.object({
  q: text({ max: 100 }).optional().describe('Part of the name or e-mail, any case, taken literally'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid page cursor')
    .optional()
    .describe("The previous page's `nextCursor`"),
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one customer')
    .max(CUSTOMERS_PAGE_MAX, `Ask for at most ${CUSTOMERS_PAGE_MAX} customers`)
    .default(CUSTOMERS_PAGE_SIZE),
});

const instant = z.iso.datetime({ offset: true });

/** What a customer's orders come to: every order counts, only what was paid and kept is spent. */
const orderFigures = {
  /** Orders placed, whatever became of them. */
  orders: z.number().int(),
  /** Paid orders' totals less what was refunded, in dollars. */
  totalSpent: z.number(),
  /** When the latest order was placed; null before the first. */
  lastOrderAt: instant.nullable(),
};

/** One row of the admin's customer list: every account, admins included, with their order figures. */
export const customerRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  ...orderFigures,
  joinedAt: instant,
});

export const customerPageSchema = z.object({
  items: z.array(customerRowSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** Where an order's money stands: never paid, paid, or paid and given back in part or whole. */
export const orderPaymentStateSchema = z.enum(['unpaid', 'paid', 'partially_refunded', 'refunded']);

/** One of a customer's orders as their page lists it. */
export const customerOrderSchema = z.object({
  id: idSchema,
  number: z.string(),
  date: instant,
  status: orderStatusSchema,
  payment: orderPaymentStateSchema,
  /** In dollars. */
  total: z.number(),
  /** How many lines (products) it has. */
  lines: z.number().int(),
});

/** A change of the customer's role, from the audit log. */
export const roleChangeEntrySchema = z.object({
  change: z.enum(['granted', 'revoked']),
  /** The admin who made it (their name now, and their e-mail at the time); null: the server at start-up (the first admin). */
  by: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
  at: instant,
});

/** `GET /api/customers/{id}`: the profile and figures, the saved addresses, the latest orders and the role changes, newest first. */
export const customerDetailSchema = z.object({
  customer: customerRowSchema.extend({
    phone: z.string().nullable(),
    address: z.string().nullable(),
    lastOrderPhone: z.string().nullable().describe('The phone given with the latest order; null without orders'),
  }),
  addresses: z.array(savedAddressSchema).describe('The address book, the default first'),
  orders: z.array(customerOrderSchema),
  roleChanges: z.array(roleChangeEntrySchema),
});

export type CustomerPageInput = z.infer<typeof customerPageInputSchema>;
export type CustomerRow = z.infer<typeof customerRowSchema>;
export type CustomerPage = z.infer<typeof customerPageSchema>;
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;
export type RoleChangeEntry = z.infer<typeof roleChangeEntrySchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
