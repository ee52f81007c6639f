import { Link } from '@tanstack/react-router';
import styles from './not-found-page.module.css';
import button from './button.module.css';

/** A small dug-up patch of ground with a spade in it: the page was not where we dug. */
function DugUpIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 240 140" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="118" rx="110" ry="16" className={styles.ground} />
      <path d="M64 116 q14 -30 40 -28 q22 2 30 28 z" className={styles.soil} />
      <ellipse cx="160" cy="116" rx="24" ry="7" className={styles.hole} />
      <g transform="rotate(18 150 70)">
        <rect x="146" y="10" width="8" height="70" rx="3" className={styles.handle} />
        <rect x="138" y="4" width="24" height="8" rx="4" className={styles.grip} />
        <path d="M136 78 h28 l-2 24 q-12 10 -24 0 z" className={styles.blade} />
      </g>
    </svg>
  );
}

/**
 * Any unknown path: the spec's wide-screen heading, and at every width the 404 with "Oops! Page
 * not found" (on a small screen, where the wide heading is hidden, that line is the heading).
 */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <DugUpIllustration />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        <span className={styles.wide}>Woof, something went wrong!</span>{' '}
        <span className={styles.message}>Oops! Page not found</span>
      </h1>
      <p className={styles.hint}>We dug where this page should be and found only soil.</p>
      <Link to="/" className={`${button.primary} ${button.large} ${styles.home}`}>
        Back To Home
      </Link>
    </section>
  );
}
