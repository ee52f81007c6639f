import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import styles from './root-layout.module.css';

/** The header (with `cartLink`), the page (the matched route, or `children` in its place) and the footer. */
export function RootLayout({ children = <Outlet />, cartLink }: { children?: ReactNode; cartLink?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader cartLink={cartLink} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
