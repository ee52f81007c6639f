import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/** The header (with `cartLink`), the page (the matched route, or `children` in its place) and the footer. */
export function RootLayout({ children = <Outlet />, cartLink }: { children?: ReactNode; cartLink?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <SiteHeader cartLink={cartLink} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
