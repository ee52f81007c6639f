import styles from './star-rating.module.css';

const MAX_STARS = 5;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Read-only stars out of five; screen readers hear "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${filled} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className={index < filled ? styles.filled : styles.empty} aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
