import { z } from 'zod';

/**
 * What the audit log records (issue 11): every admin action, plus the server's own first-admin
 * set-up at start. The admin page filters by these.
 */
export const auditActionSchema = z.enum([
  'product.added',
  'product.updated',
  'product.deleted',
  'order.shipped',
  'role.granted',
  'role.revoked',
  'upload.stored',
  'admin.bootstrap.create',
  'admin.bootstrap.promote',
]);

export type AuditAction = z.infer<typeof auditActionSchema>;
