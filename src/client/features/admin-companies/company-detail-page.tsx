import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { COMPANY_ROLE_LABEL, type CompanyDetail, type CompanyMember } from '../../../shared/schemas/company';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { ReadOnlyValues } from '../../components/read-only-values';
import { useTRPC } from '../../lib/trpc';
import { CompanyPayments } from './company-payments';
import { CompanyPriceLists, PriceCheckForm } from './company-price-lists';
import { CompanyStatusDialog } from './company-status-dialog';
import { COMPANY_STATUS_WORDS, taxExemptionWords } from './company-words';
import { LocationDialog } from './location-dialog';
import { ChangeMemberDialog, RemoveMemberDialog } from './member-dialogs';
import { PaymentTermsSection } from './payment-terms-section';
import { TaxExemptionDialog } from './tax-exemption-dialog';
import button from '../../components/button.module.css';
import row from '../../components/row-action.module.css';
import styles from './companies.module.css';

/**
 * What other features put on the company's page, composed by its route (features do not import
 * each other): the invite button (invitations), the company's orders (orders), its statement
 * (statements) and its audit trail (audit log).
 */
export interface CompanyPageSlots {
  invite?: (company: CompanyDetail) => ReactNode;
  orders?: (company: CompanyDetail) => ReactNode;
  /** A section of its own: what the company owes on account, aged, and its credit. */
  statement?: (company: CompanyDetail) => ReactNode;
  auditTrail?: (company: CompanyDetail) => ReactNode;
}

/** dashboard/companies/{companyId}: a company's details and status, its locations, its members and roles, its orders and audit trail. */
export function CompanyDetailPage({ companyId, slots = {} }: { companyId: string; slots?: CompanyPageSlots }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.companies.detail.queryOptions({ id: companyId }));
  const missing = detail.error?.data?.httpStatus === 404 || detail.error?.data?.httpStatus === 400;

  return (
    <section aria-labelledby="company-title" className={styles.page}>
      <Link to="/dashboard/companies">← All companies</Link>
      <PageHeading id="company-title" title={detail.data?.name ?? (missing ? 'No such company' : 'Company')} />
      {detail.isPending ? (
        <Loader label="Loading the company" />
      ) : missing ? (
        <EmptyState>There is no company at this address: it may have been a wrong link.</EmptyState>
      ) : detail.isError ? (
        <ErrorNotice title="We couldn't load this company." error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <CompanySections company={detail.data} slots={slots} />
      )}
    </section>
  );
}

function CompanySections({ company, slots }: { company: CompanyDetail; slots: CompanyPageSlots }) {
  const columns = useMemo(() => memberColumns(company), [company]);
  return (
    <>
      <section aria-labelledby="company-details-title" className={styles.section}>
        <h2 id="company-details-title">Details</h2>
        <ReadOnlyValues
          values={[
            ['Tax id', company.taxId ?? '—'],
            ['Status', COMPANY_STATUS_WORDS[company.status]],
            ['Members', String(company.members.length)],
            ['Locations', String(company.locations.length)],
          ]}
        />
        {company.status === 'on_hold' ? <p className={styles.hold}>On hold: its members cannot check out until it is reactivated.</p> : null}
        <div className={styles.actions}>
          <CompanyStatusDialog company={company} />
        </div>
      </section>

      <section aria-labelledby="company-tax-title" className={styles.section}>
        <h2 id="company-tax-title">Tax exemption</h2>
        <ReadOnlyValues
          values={[
            ['Exemption', taxExemptionWords(company.taxExemption)],
            ...(company.taxExemption?.reason === 'reverse_charge' ? [['VAT id', company.taxId ?? '—'] as [string, string]] : []),
          ]}
        />
        <div className={styles.actions}>
          <TaxExemptionDialog company={company} />
        </div>
      </section>

      <PaymentTermsSection key={`${company.id}-terms`} company={company} />

      <section aria-labelledby="company-locations-title" className={styles.section}>
        <h2 id="company-locations-title">Locations</h2>
        <div className={styles.actions}>
          <LocationDialog
            companyId={company.id}
            trigger={
              <button type="button" className={button.primary}>
                Add location
              </button>
            }
          />
        </div>
        {company.locations.length === 0 ? (
          <EmptyState>No locations yet: add the first delivery site.</EmptyState>
        ) : (
          <ul className={styles.cards} aria-label="Locations">
            {company.locations.map((location) => (
              <li key={location.id} className={styles.card} aria-label={location.name}>
                <h3 className={styles.cardTitle}>{location.name}</h3>
                <p className={styles.lines}>
                  {location.address}
                  {'\n'}
                  {location.country}
                </p>
                <p>{location.phone}</p>
                {location.billingAddress ? (
                  <p className={styles.lines}>
                    <span className={styles.label}>Billing: </span>
                    {location.billingAddress}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <LocationDialog
                    companyId={company.id}
                    location={location}
                    trigger={
                      <button type="button" className={row.action} aria-label={`Edit ${location.name}`}>
                        Edit
                      </button>
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="company-members-title" className={styles.section}>
        <h2 id="company-members-title">Members</h2>
        {/* Invite slot: the invitations feature's InviteMemberDialog, composed by the route (app/routes/companies.tsx). */}
        {slots.invite ? <div className={styles.actions}>{slots.invite(company)}</div> : null}
        {company.members.length === 0 ? (
          <EmptyState>No members yet: invite the company’s first admin.</EmptyState>
        ) : (
          <DataTable label={`Members of ${company.name}`} columns={columns} rows={company.members} getRowId={(member) => member.userId} rowName={(member) => member.name} />
        )}
      </section>

      <section aria-labelledby="company-price-lists-title" className={styles.section}>
        <h2 id="company-price-lists-title">Price lists</h2>
        <CompanyPriceLists company={company} />
      </section>

      <section aria-labelledby="company-price-check-title" className={styles.section}>
        <h2 id="company-price-check-title">Price check</h2>
        <p className={styles.muted}>What a quantity of a product costs this company’s members now, and which list prices it.</p>
        <PriceCheckForm company={company} />
      </section>

      <CompanyPayments company={company} />

      <section aria-labelledby="company-orders-title" className={styles.section}>
        <h2 id="company-orders-title">Orders</h2>
        {/* The orders feature's list, filtered to the company (its `?company=`), unless the route composes another. */}
        {slots.orders ? (
          slots.orders(company)
        ) : (
          <Link to="/dashboard/manage-all-orders" search={{ company: company.id }}>
            See {company.name}'s orders
          </Link>
        )}
      </section>

      {slots.statement?.(company)}

      {slots.auditTrail ? (
        <section aria-labelledby="company-audit-title" className={styles.section}>
          <h2 id="company-audit-title">Audit trail</h2>
          {slots.auditTrail(company)}
        </section>
      ) : null}
    </>
  );
}

/** The members table's columns: the name opens their customer page; the role and locations change in a dialog. */
function memberColumns(company: CompanyDetail): DataTableColumn<CompanyMember>[] {
  const locationName = new Map(company.locations.map((location) => [location.id, location.name]));
  return [
    {
      id: 'name',
      accessorFn: (member) => member.name,
      header: 'Name',
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link to="/dashboard/customers/$customerId" params={{ customerId: row.original.userId }}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'email', accessorFn: (member) => member.email, header: 'E-mail', meta: { truncate: true } },
    { id: 'role', accessorFn: (member) => COMPANY_ROLE_LABEL[member.role], header: 'Role' },
    {
      id: 'locations',
      accessorFn: (member) => (member.role === 'admin' || member.locationIds.length === 0 ? 'All' : member.locationIds.map((id) => locationName.get(id) ?? '—').join(', ')),
      header: 'Locations',
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className={styles.actions}>
          <ChangeMemberDialog companyId={company.id} member={row.original} locations={company.locations} />
          <RemoveMemberDialog companyId={company.id} companyName={company.name} member={row.original} />
        </div>
      ),
    },
  ];
}
