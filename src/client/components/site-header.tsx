import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydration-safe';
import { landingPage } from '../lib/landing-page';
import { useSession } from '../lib/use-session';
import { SignOutButton } from './sign-out-button';
import menu from './menu-button.module.css';
import styles from './site-header.module.css';

/**
 * The navigation bar (docs/product.md#navigation-bar). On a phone its links do not fit beside the
 * brand, so they sit behind a Menu button (a disclosure: `aria-expanded`, the list right after it)
 * and the bar stays one row. The menu closes on Escape (focus back on the button), on a click
 * outside, on choosing an entry, and on any navigation. `cartLink` is the cart feature's link
 * with its badge (the layout's route passes it in: components do not import features).
 */
export function SiteHeader({ cartLink }: { cartLink?: ReactNode }) {
  const { user, isPending } = useSession();
  const listId = useId();
  const here = useRouterState({ select: (state) => state.location.href });
  // Open for one location: navigating anywhere else closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // In the server's markup the button has no handler yet: a tap before hydration would be lost, so
  // it stays disabled until it works.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    button.current?.focus();
  }

  // Choosing an entry (a link, or Sign Out) closes the menu, even when it leads to this page.
  function closeOnChoice(event: MouseEvent) {
    if ((event.target as Element).closest('a, button')) setOpenAt(null);
  }

  return (
    <header className={styles.header}>
      <nav ref={nav} className={styles.nav} aria-label="Main" onKeyDown={closeOnEscape}>
        <Link to="/" className={styles.brand}>
          Toolyard
        </Link>
        <button ref={button} type="button" disabled={!hydrated} className={`${menu.button} ${styles.menuButton}`} aria-expanded={open} aria-controls={listId} onClick={() => setOpenAt(open ? null : here)}>
          <span className={menu.bars} aria-hidden="true" />
          Menu
        </button>
        <ul id={listId} className={styles.links} data-open={open} onClick={closeOnChoice}>
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
          {cartLink && <li>{cartLink}</li>}
          {user && (
            <li>
              <Link to={user.role === 'admin' ? landingPage(user.role) : '/dashboard'} activeProps={{ 'aria-current': 'page' }}>
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
