import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SessionUser } from '../../../shared/schemas/session-user';
import { SITE_NAME } from '../../../shared/pages';
import { SignOutButton } from '../../components/sign-out-button';
import { SkipLink } from '../../components/skip-link';
import menu from '../../components/menu-button.module.css';
import { dashboardMenuFor } from './dashboard-menu';
import { useMediaQuery } from './use-media-query';
import { useStoredFlag } from './use-stored-flag';
import { WorkspaceSearch } from './workspace-search';
import styles from './admin-workspace.module.css';

/** The admin's menu, the admin pages first and the pages everyone has (My Profile) after them. */
function workspaceMenu(role: SessionUser['role']) {
  const menu = dashboardMenuFor(role);
  return [...menu.filter((entry) => entry.audience === 'admin'), ...menu.filter((entry) => entry.audience !== 'admin')];
}

/** Below this width the sidebar is a menu over the page (admin-workspace.module.css says the same). */
export const PHONE_QUERY = '(max-width: 56rem)';
export const COLLAPSED_KEY = 'toolyard.workspace.sidebar-collapsed';

/**
 * The admin's workspace (issue 25), full width, in place of the shop's header and footer: a top
 * bar (the shop's name linking to the shop, the search, the account), the admin menu as a sidebar
 * and the page. The Menu button hides or shows the sidebar, remembered in this browser; on a
 * phone it opens the menu over the page instead, closed by Escape (focus back on the button), a
 * click outside, or choosing a page.
 */
export function AdminWorkspace({ user }: { user: SessionUser }) {
  const sidebarId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useStoredFlag(COLLAPSED_KEY);
  const here = useRouterState({ select: (state) => state.location.href });
  // Open for one location: navigating anywhere closes the phone's menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = phone ? openAt === here : !collapsed;
  const button = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  function toggle() {
    if (!phone) return setCollapsed(!collapsed);
    setOpenAt(open ? null : here);
  }

  // The phone's menu: focus goes to its first entry, and a click outside closes it.
  useEffect(() => {
    if (!phone || !open) return;
    sidebar.current?.querySelector<HTMLElement>('a')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!sidebar.current?.contains(target) && !button.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [phone, open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !phone || !open) return;
    setOpenAt(null);
    button.current?.focus();
  }

  return (
    <div className={styles.workspace} onKeyDown={closeOnEscape}>
      <SkipLink />
      <header className={styles.topBar}>
        <button ref={button} type="button" className={`${menu.button} ${styles.menuButton}`} aria-expanded={open} aria-controls={sidebarId} onClick={toggle}>
          <span className={menu.bars} aria-hidden="true" />
          {phone ? 'Menu' : open ? 'Hide menu' : 'Show menu'}
        </button>
        <Link to="/" className={styles.brand}>
          {SITE_NAME}
        </Link>
        <WorkspaceSearch />
        <div className={styles.account}>
          <Link to="/dashboard" className={styles.userName} aria-label={`${user.name}: My Profile`}>
            {user.name}
          </Link>
          <Link to="/" className={styles.backToShop}>
            Back to the shop
          </Link>
          <SignOutButton />
        </div>
      </header>
      <div className={styles.body} data-sidebar={open ? 'open' : 'closed'}>
        <nav ref={sidebar} id={sidebarId} className={styles.sidebar} aria-label="Dashboard" hidden={!open}>
          <ul>
            {workspaceMenu(user.role).map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
