import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PriceListDto } from '../../../shared/schemas/price-list';
import button from '../../components/button.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { ReadOnlyValues } from '../../components/read-only-values';
import row from '../../components/row-action.module.css';
import { SelectField } from '../../components/select-field';
import { useTRPC } from '../../lib/trpc';
import { useAssignPriceList } from './api/price-lists';
import { DeletePriceListDialog } from './delete-price-list-dialog';
import { PriceListDialog } from './price-list-dialog';
import { catalogueWords, validityWords } from './price-list-words';
import styles from './price-lists.module.css';

/**
 * dashboard/price-lists/{priceListId} (admins, issue 39): one list's settings (edited in the
 * list dialog), the companies it prices (assign and unassign, each keeping the company's other
 * lists in their order) and the way to its entries.
 */
export function PriceListPage({ priceListId }: { priceListId: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const list = useQuery(trpc.priceLists.detail.queryOptions({ id: priceListId }));
  const missing = list.error?.data?.httpStatus === 404 || list.error?.data?.httpStatus === 400;

  return (
    <section aria-labelledby="price-list-title" className={styles.page}>
      <Link to="/dashboard/price-lists">← All price lists</Link>
      <PageHeading id="price-list-title" title={list.data?.name ?? (missing ? 'No such price list' : 'Price list')} />
      {list.isPending ? (
        <Loader label="Loading the price list" />
      ) : missing ? (
        <EmptyState>There is no price list at this address: it may have been deleted, or a wrong link.</EmptyState>
      ) : list.isError ? (
        <ErrorNotice title="We couldn't load this price list." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <section aria-labelledby="price-list-settings-title" className={styles.section}>
            <h2 id="price-list-settings-title">Settings</h2>
            <ReadOnlyValues
              values={[
                ['Priority', String(list.data.priority)],
                ['Validity', validityWords(list.data)],
                ['Catalogue-wide', catalogueWords(list.data.catalogueDiscountPercent)],
                ['Entries', String(list.data.entryCount)],
              ]}
            />
            <div className={styles.actions}>
              <PriceListDialog
                list={list.data}
                trigger={
                  <button type="button" className={row.action}>
                    Edit settings
                  </button>
                }
              />
              <DeletePriceListDialog list={list.data} onDeleted={() => void navigate({ to: '/dashboard/price-lists' })} />
            </div>
          </section>
          <CompaniesSection list={list.data} />
          <section aria-labelledby="price-list-entries-title" className={styles.section}>
            <h2 id="price-list-entries-title">Entries</h2>
            <p className={styles.hint}>Fixed prices by quantity, or a percentage off, product by product.</p>
            <Link to="/dashboard/price-lists/$id/entries" params={{ id: list.data.id }}>
              Edit the {list.data.entryCount} {list.data.entryCount === 1 ? 'entry' : 'entries'}
            </Link>
          </section>
        </>
      )}
    </section>
  );
}

/** The companies the list prices, each with Unassign, and a company to assign it to (put last among that company's lists). */
function CompaniesSection({ list }: { list: PriceListDto }) {
  const trpc = useTRPC();
  const companies = useQuery(trpc.companies.list.queryOptions({ limit: 100 }));
  const assign = useAssignPriceList(list.id);
  const [chosen, setChosen] = useState('');
  const assigned = new Set(list.companies.map((company) => company.id));
  const choices = (companies.data?.items ?? []).filter((company) => !assigned.has(company.id));

  const change = (companyId: string, name: string, assigning: boolean) =>
    assign.mutate(
      { companyId, assigned: assigning },
      {
        onSuccess: () => {
          toast.success(assigning ? `${name} now has the price list ${list.name}` : `${name} no longer has the price list ${list.name}`);
          if (assigning) setChosen('');
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section aria-labelledby="price-list-companies-title" className={styles.section}>
      <h2 id="price-list-companies-title">Companies</h2>
      {list.companies.length === 0 ? (
        <EmptyState>No company has this list yet.</EmptyState>
      ) : (
        <ul className={styles.companies} aria-label={`Companies of ${list.name}`}>
          {list.companies.map((company) => (
            <li key={company.id} className={styles.company}>
              <Link to="/dashboard/companies/$companyId" params={{ companyId: company.id }}>
                {company.name}
              </Link>
              <button type="button" className={row.action} disabled={assign.isPending} aria-label={`Unassign ${company.name}`} onClick={() => change(company.id, company.name, false)}>
                Unassign
              </button>
            </li>
          ))}
        </ul>
      )}
      {companies.isError ? (
        <ErrorNotice title="We couldn't load the companies." error={companies.error} onRetry={() => void companies.refetch()} retrying={companies.isFetching} />
      ) : (
        <form
          className={styles.assign}
          onSubmit={(event) => {
            event.preventDefault();
            const company = choices.find((candidate) => candidate.id === chosen);
            if (company) change(company.id, company.name, true);
          }}
        >
          <SelectField label="Assign to a company" name="company" value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={companies.isPending}>
            <option value="">{companies.isPending ? 'Loading the companies…' : 'Choose a company'}</option>
            {choices.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={button.primary} disabled={chosen === '' || assign.isPending}>
            {assign.isPending ? 'Saving…' : 'Assign'}
          </button>
        </form>
      )}
    </section>
  );
}
