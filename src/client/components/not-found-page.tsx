import { Link } from '@tanstack/react-router';
import styles from './not-found-page.module.css';

/** Any unknown path: a wide-screen heading, a small-screen 404 message, and the way home. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.wide}>
        Woof, something went wrong!
      </h1>
      <div className={styles.small}>
        <p className={styles.code}>404</p>
        <p>Oops! Page not found</p>
      </div>
      <Link to="/" className={styles.home}>
        Back To Home
      </Link>
    </section>
  );
}
