import { z } from 'zod';
import { emailSchema } from './email';
import { text } from './text';
import { serialCursorSchema } from './ids';

/**
 * What the audit log records (issue 11): every admin action, plus the server's own first-admin
 * set-up at start. The admin page filters by these.
 */
export const auditActionSchema = z.enum([
  'product.added',
  'product.updated',
  'product.deleted',
  'category.added',
  'category.updated',
  'category.deleted',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'role.granted',
  'role.revoked',
  'upload.stored',
  'review.hidden',
  'review.shown',
  'admin.bootstrap.create',
  'admin.bootstrap.promote',
  'company.created',
  'company.status_changed',
  'company.location_added',
  'company.location_updated',
  'company.member_joined',
  'company.member_updated',
  'company.member_removed',
  'company.invitation_sent',
  'company.tax_exemption_changed',
  'company.terms_changed',
  'company.payment_recorded',
  'business_application.approved',
  'business_application.declined',
  'shipping_zone.added',
  'shipping_zone.updated',
  'shipping_zone.deleted',
  'tax_rate.added',
  'tax_rate.updated',
  'tax_rate.deleted',
  'price_list.added',
  'price_list.updated',
  'price_list.deleted',
  'company.price_lists_changed',
  'price_list.entries_set',
  'price_list.entry_removed',
  'price_list.entries_imported',
]);

export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_PAGE_SIZE = 50;

const instantSchema = z.iso.datetime({ offset: true, error: 'Enter a valid date and time' });

/**
 * The audit page's filters: who (the actor's e-mail), what (an action; a target, as recorded), and when (`from` inclusive, `to`
 * exclusive, both ISO 8601 instants so the visitor's own days can be asked for).
 */
export const auditFilterSchema = z
  .object({
    actor: emailSchema.optional(),
    action: auditActionSchema.optional(),
    /** What an entry is about, exactly as recorded (a company's audit trail: its id). */
    target: text({ max: 320 }).optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    cursor: serialCursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine(({ from, to }) => !from || !to || Date.parse(from) < Date.parse(to), { path: ['to'], message: 'The end must come after the start' });

export type AuditFilter = z.input<typeof auditFilterSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The acting admin's e-mail at the time; null for the server itself. */
  actor: z.string().nullable(),
  /** The acting admin's name today; null for the server itself or an account since gone. */
  actorName: z.string().nullable(),
  action: auditActionSchema,
  /** As recorded: a product, category or order id, a user's e-mail, an image's URL, a review id. */
  target: z.string().nullable(),
  /**
   * The target in words: a product's or category's name, an order's number (`TY-10482`), a user's
   * name, a review's author, an image's file name. A deleted category's or product's name comes
   * from the entry's own snapshot; null when nothing names it.
   */
  targetLabel: z.string().nullable(),
  /** The user a role change or the first admin's set-up is about (their id, to link to); null otherwise or when gone. */
  targetUserId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  /** The names of the categories `before` and `after` refer to (a product's `categoryId`, a category's `parentId`), by id; a deleted one is absent. */
  categoryNames: z.record(z.string(), z.string()),
  at: z.iso.datetime({ offset: true }),
});

/** An entry as a client receives it (JSON drops the unknown values' undefined). */
export type AuditEntryView = Omit<z.infer<typeof auditEntrySchema>, 'before' | 'after' | 'details'> & { before?: unknown; after?: unknown; details?: unknown };

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next: z.string().nullable(),
});
