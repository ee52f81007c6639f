import { Link } from '@tanstack/react-router';
import styles from './site-header.module.css';

/** The navigation bar of SPEC section 2. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand}>
          Toolyard
        </Link>
        <ul className={styles.links}>
          <li>
            <Link to="/" activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: true }}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/blogs" activeProps={{ 'aria-current': 'page' }}>
              Blogs
            </Link>
          </li>
          <li>
            <Link to="/portfolio" activeProps={{ 'aria-current': 'page' }}>
              Portfolio
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
