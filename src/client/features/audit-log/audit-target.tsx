import { Link } from '@tanstack/react-router';
import type { AuditEntryView } from '../../../shared/schemas/audit';
import styles from './audit-log-page.module.css';

type Target = Pick<AuditEntryView, 'action' | 'target' | 'targetLabel' | 'targetUserId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What an entry is about, by name or number and linked to where an admin works on it: a product
 * to Manage Products searched by its name, an order to its page, a user to their customer page, a
 * company to its page.
 * What nothing names any more says what it was ("a deleted category").
 */
export function AuditTarget({ entry }: { entry: Target }) {
  const { action, target, targetLabel: label } = entry;
  if (action.startsWith('product.')) {
    return label ? (
      <Link to="/dashboard/manage-products" search={{ q: label }}>
        {label}
      </Link>
    ) : (
      <Unknown what="A product no longer listed" />
    );
  }
  if (action.startsWith('category.')) {
    return label ? <Link to="/dashboard/manage-categories">{label}</Link> : <Unknown what="A category no longer listed" />;
  }
  if (action.startsWith('order.')) {
    return label && target && UUID.test(target) ? (
      <Link to="/dashboard/orders/$orderId" params={{ orderId: target }}>
        Order {label}
      </Link>
    ) : (
      <Unknown what="An order no longer listed" />
    );
  }
  if (action.startsWith('role.') || action.startsWith('admin.bootstrap.')) return <UserTarget name={label} email={target} userId={entry.targetUserId} />;
  if (action.startsWith('company.')) {
    return label && target && UUID.test(target) ? (
      <Link to="/dashboard/companies/$companyId" params={{ companyId: target }}>
        {label}
      </Link>
    ) : (
      <Unknown what="A company no longer listed" />
    );
  }
  if (action.startsWith('review.')) return <Link to="/dashboard/manage-reviews">{label ?? 'A review'}</Link>;
  if (action === 'upload.stored' && target?.startsWith('/')) {
    return (
      <a href={target} target="_blank" rel="noreferrer">
        {label ?? 'The image'}
      </a>
    );
  }
  return <>{label ?? target ?? '—'}</>;
}

function UserTarget({ name, email, userId }: { name: string | null; email: string | null; userId: string | null }) {
  const words = (
    <>
      {name ?? email ?? 'A user'}
      {name && email ? <span className={styles.email}>{email}</span> : null}
    </>
  );
  return userId ? (
    <Link to="/dashboard/customers/$customerId" params={{ customerId: userId }} className={styles.person}>
      {words}
    </Link>
  ) : (
    <span className={styles.person}>{words}</span>
  );
}

const Unknown = ({ what }: { what: string }) => <span className={styles.muted}>{what}</span>;
