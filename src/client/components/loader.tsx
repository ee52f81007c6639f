import styles from './loader.module.css';

/** The three-dot bouncing loader (docs/product.md#loading-empty-and-error-states), announced to screen readers. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </div>
  );
}
