import type { AuditAction } from '../../../shared/schemas/audit';

/** Each audit action in an admin's words. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'product.added': 'Product added',
  'product.updated': 'Product updated',
  'product.deleted': 'Product deleted',
  'category.added': 'Category added',
  'category.updated': 'Category updated',
  'category.deleted': 'Category deleted',
  'order.shipped': 'Order shipped',
  'order.cancelled': 'Unpaid order cancelled',
  'order.refunded': 'Order refunded',
  'role.granted': 'Admin granted',
  'role.revoked': 'Admin removed',
  'upload.stored': 'Image uploaded',
  'review.hidden': 'Review hidden',
  'review.shown': 'Review shown',
  'admin.bootstrap.create': 'First admin created',
  'admin.bootstrap.promote': 'First admin promoted',
};
