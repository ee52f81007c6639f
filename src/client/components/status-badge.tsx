import styles from './status-badge.module.css';

const styled: Record<string, string | undefined> = { pending: styles.pending, processing: styles.processing };

/** The order status of docs/product.md#order-status: pending, processing, and anything else styled as shipped. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`${styles.badge} ${styled[status] ?? styles.shipped}`}>{status}</span>;
}
