import { Link } from '@tanstack/react-router';
import { useSession } from '../lib/use-session';
import { SignOutButton } from './sign-out-button';
import styles from './site-header.module.css';

/** The navigation bar (docs/product.md#navigation-bar). */
export function SiteHeader() {
  const { user, isPending } = useSession();
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
            <Link to="/products" activeProps={{ 'aria-current': 'page' }}>
              Products
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
          {user && (
            <li>
              <Link to="/dashboard" activeProps={{ 'aria-current': 'page' }}>
                Dashboard
              </Link>
            </li>
          )}
          {!user && !isPending && (
            <li>
              <Link to="/signin" activeProps={{ 'aria-current': 'page' }}>
                Sign In
              </Link>
            </li>
          )}
          {user && (
            <li>
              <SignOutButton />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
