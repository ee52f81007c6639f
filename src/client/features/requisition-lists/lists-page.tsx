import { Link, useNavigate } from '@tanstack/react-router';
import type { ListSummary } from '../../../shared/schemas/requisition-list';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { useLists } from './api/lists';
import { ListFormDialog } from './list-form-dialog';
import button from '../../components/button.module.css';
import styles from './lists.module.css';

/** /dashboard/lists: the customer's requisition lists, then those their company shares with them; a new list. */
export function ListsPage() {
  const lists = useLists();
  const navigate = useNavigate();
  const mine = lists.data?.filter((list) => list.mine) ?? [];
  const shared = lists.data?.filter((list) => !list.mine) ?? [];

  return (
    <section className={styles.page} aria-labelledby="lists-title">
      <PageHeading id="lists-title" title="Lists">
        <ListFormDialog
          trigger={
            <button type="button" className={button.primary}>
              New list
            </button>
          }
          onSaved={(list) => void navigate({ to: '/dashboard/lists/$listId', params: { listId: list.id } })}
        />
      </PageHeading>
      <p className={styles.note}>Keep the products you buy again and again, with their quantities, and add them to your cart in one step. Share a list and your company's members can use it too.</p>
      {lists.isPending ? (
        <Skeleton label="Loading your lists" count={2} itemClassName={styles.skeleton} />
      ) : lists.error ? (
        <ErrorNotice title="We couldn't load your lists." error={lists.error} onRetry={() => void lists.refetch()} retrying={lists.isRefetching} />
      ) : lists.data.length === 0 ? (
        <EmptyState>
          No lists yet. Make one here, use "Add to list" on a product, or save your <Link to="/cart">cart</Link> as a list.
        </EmptyState>
      ) : (
        <>
          <ListSection title="Your lists" id="my-lists" lists={mine} empty="You have no lists of your own yet." />
          {shared.length > 0 && <ListSection title="Shared with you" id="shared-lists" lists={shared} empty="" />}
        </>
      )}
    </section>
  );
}

function ListSection({ title, id, lists, empty }: { title: string; id: string; lists: ListSummary[]; empty: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lists.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {lists.map((list) => (
            <li key={list.id} className={styles.card}>
              <Link to="/dashboard/lists/$listId" params={{ listId: list.id }}>
                {list.name}
              </Link>
              <p className={styles.muted}>
                {list.lineCount === 1 ? '1 product' : `${list.lineCount} products`}
                {list.mine ? (list.shared ? ' · shared with your company' : '') : ` · from ${list.ownerName}${list.canEdit ? '' : ' · view only'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
