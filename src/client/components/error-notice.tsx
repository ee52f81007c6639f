import { errorWords } from '../lib/server-errors';
import styles from './error-notice.module.css';

interface ErrorNoticeProps {
  /** What failed, in the visitor's words ("We couldn't load the products."). */
  title: string;
  /** The title is the page's heading (a whole page failed), not a line in a section. */
  heading?: boolean;
  /** Why, when known: any failure, said in words (lib/server-errors.ts), never its raw text. */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way on than Retry ("Reload the page"). */
  retryLabel?: string;
}

/** A data section's error state: what failed, why, and (when it can help) a way to try again. */
export function ErrorNotice({ title, heading = false, error, onRetry, retrying = false, retryLabel = 'Retry' }: ErrorNoticeProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div role="alert" className={styles.notice}>
      <Title className={styles.title}>{title}</Title>
      {error !== undefined && <p className={styles.message}>{errorWords(error)}</p>}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : retryLabel}
        </button>
      )}
    </div>
  );
}
