import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import button from '../../components/button.module.css';
import styles from './company-page.module.css';

/**
 * The Company area of an account in no company: how one joins (an invitation's link, or applying
 * for a business account), with what the route adds from other features (the way to apply, the
 * pending invitations).
 */
export function NotInACompany({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="no-company-title">
      <h2 id="no-company-title">Not in a company</h2>
      <p>
        Your account is not in a company. A company&apos;s admin can invite you by e-mail: the invitation&apos;s link lets you join. Buying for a business with several people or
        sites? Apply for a business account.
      </p>
      {children}
      <Link to="/dashboard/business-account" className={button.primary}>
        Apply for a business account
      </Link>
    </section>
  );
}
