import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PriceListDto } from '../../../shared/schemas/price-list';
import button from '../../components/button.module.css';
import table from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import row from '../../components/row-action.module.css';
import { useTRPC } from '../../lib/trpc';
import { DeletePriceListDialog } from './delete-price-list-dialog';
import { PriceListDialog } from './price-list-dialog';
import { catalogueWords, validityWords } from './price-list-words';
import styles from './price-lists.module.css';

function PriceListsTable({ lists }: { lists: PriceListDto[] }) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Price lists</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className={table.number}>
            Priority
          </th>
          <th scope="col">Validity</th>
          <th scope="col">Catalogue-wide</th>
          <th scope="col" className={table.number}>
            Entries
          </th>
          <th scope="col">Companies</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row" data-label="Name">
              <Link to="/dashboard/price-lists/$id" params={{ id: list.id }}>
                {list.name}
              </Link>
            </th>
            <td data-label="Priority" className={table.number}>
              {list.priority}
            </td>
            <td data-label="Validity">{validityWords(list)}</td>
            <td data-label="Catalogue-wide">{catalogueWords(list.catalogueDiscountPercent)}</td>
            <td data-label="Entries" className={table.number}>
              {list.entryCount}
            </td>
            <td data-label="Companies">{list.companies.length === 0 ? 'None' : list.companies.map((company) => company.name).join(', ')}</td>
            <td data-label="Actions">
              <div className={styles.actions}>
                <PriceListDialog
                  list={list}
                  trigger={
                    <button type="button" className={row.action} aria-label={`Edit ${list.name}`}>
                      Edit
                    </button>
                  }
                />
                <DeletePriceListDialog list={list} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * dashboard/price-lists (admins, issue 39): every price list, highest priority first, with its
 * validity, catalogue-wide percentage, entries and companies; add, edit and delete in dialogs.
 */
export function PriceListsPage() {
  const trpc = useTRPC();
  const lists = useQuery(trpc.priceLists.list.queryOptions());
  return (
    <section aria-labelledby="price-lists-title" className={styles.page}>
      <PageHeading id="price-lists-title" title="Price lists">
        <PriceListDialog
          trigger={
            <button type="button" className={button.primary}>
              Add price list
            </button>
          }
        />
      </PageHeading>
      <p className={styles.hint}>Contract prices for companies: a company’s members pay the highest-priority list active now that prices a product, or else its own price.</p>
      {lists.isPending ? (
        <Loader label="Loading the price lists" />
      ) : lists.isError ? (
        <ErrorNotice title="We couldn't load the price lists." error={lists.error} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
      ) : lists.data.length === 0 ? (
        <EmptyState>No price lists yet: every company pays the products’ own prices. Add a list to give a company contract prices.</EmptyState>
      ) : (
        <PriceListsTable lists={lists.data} />
      )}
    </section>
  );
}
