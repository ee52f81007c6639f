import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { COMPANY_ROLE_LABEL, type CompanyLocation, type MyCompany } from '../../../shared/schemas/company';
import { COMPANY_ON_HOLD_MESSAGE } from '../../../shared/words/company-hold';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeading } from '../../components/page-heading';
import { ReadOnlyValues } from '../../components/read-only-values';
import { Skeleton } from '../../components/skeleton';
import { useMyCompany } from './api/my-company';
import { CompanyCredit } from './company-credit';
import { CompanyLocations } from './company-locations';
import { CompanyMembers } from './company-members';
import { CompanyOrders, type CompanyBuyAgainSlot } from './company-orders';
import { NotInACompany } from './not-in-a-company';
import styles from './company-page.module.css';

/** What the route gives the page from other features (features do not import each other). */
export interface CompanyPageSlots {
  /** The Invite button and its dialog (invitations' feature), for a company admin. */
  invite?: (locations: CompanyLocation[]) => ReactNode;
  /** For an account in no company: the way to apply for a business account and its pending invitations. */
  notInACompany?: ReactNode;
  /** "Buy again" on each of the company's orders (the cart feature). */
  buyAgain?: CompanyBuyAgainSlot;
}

export const COMPANY_STATUS_LABEL = { active: 'Active', on_hold: 'On hold' } as const;

/**
 * /dashboard/company: the member's company (name, tax id, status; on hold, why checkout is
 * paused), its payment terms and credit, their role and the locations they may order for; a company admin also manages the
 * members and locations and sees every order of the company, a buyer their own.
 */
export function CompanyPage({ invite, notInACompany, buyAgain }: CompanyPageSlots) {
  const company = useMyCompany();
  return (
    <section className={styles.page} aria-labelledby="company-title">
      <PageHeading id="company-title" title="My Company" />
      {company.isPending ? (
        <Skeleton label="Loading your company" count={2} itemClassName={styles.skeleton} />
      ) : company.error?.data?.httpStatus === 404 ? (
        <NotInACompany>{notInACompany}</NotInACompany>
      ) : company.error ? (
        <ErrorNotice title="We couldn't load your company." error={company.error} onRetry={() => void company.refetch()} retrying={company.isRefetching} />
      ) : (
        <CompanyArea company={company.data} invite={invite} buyAgain={buyAgain} />
      )}
    </section>
  );
}

function CompanyArea({ company, invite, buyAgain }: { company: MyCompany; invite: CompanyPageSlots['invite']; buyAgain: CompanyPageSlots['buyAgain'] }) {
  const isAdmin = company.role === 'admin';
  return (
    <>
      <section className={styles.section} aria-labelledby="company-details-title">
        <h2 id="company-details-title">{company.company.name}</h2>
        {company.company.status === 'on_hold' ? <p className={styles.hold}>{COMPANY_ON_HOLD_MESSAGE}</p> : null}
        <ReadOnlyValues
          values={[
            ['Tax id', company.company.taxId ?? 'None given'],
            ['Status', COMPANY_STATUS_LABEL[company.company.status]],
            ['Your role', COMPANY_ROLE_LABEL[company.role]],
          ]}
        />
        <Link to="/dashboard/company/statement">Statement: open invoices, ageing and credit</Link>
        <Link to="/dashboard/company/products">Products we buy: what the company ordered in the last 12 months, to order again</Link>
      </section>
      <CompanyCredit />
      <CompanyLocations locations={company.locations} manage={isAdmin} />
      {isAdmin && company.members ? <CompanyMembers members={company.members} locations={company.locations} invite={invite?.(company.locations)} /> : null}
      <CompanyOrders all={isAdmin} buyAgain={buyAgain} />
    </>
  );
}
