import styles from './error-notice.module.css';

interface ErrorNoticeProps {
  /** What failed, in the visitor's words ("We couldn't load the products."). */
  title: string;
  /** The error's own message, when it adds something. */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A data section's error state: what failed, why, and (when it can help) a way to try again. */
export function ErrorNotice({ title, message, onRetry, retrying = false }: ErrorNoticeProps) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}
