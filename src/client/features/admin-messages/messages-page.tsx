import { useQuery } from '@tanstack/react-query';
import type { ContactMessageView } from '../../../shared/schemas/contact-message';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import styles from './messages-page.module.css';

// undefined locale: the reader's own.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: DataTableColumn<ContactMessageView>[] = [
  {
    id: 'from',
    header: 'From',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {row.original.name}
        <a className={styles.email} href={`mailto:${row.original.email}`}>
          {row.original.email}
        </a>
      </>
    ),
  },
  { id: 'message', header: 'Message', cell: ({ row }) => <span className={styles.text}>{row.original.message}</span> },
  { id: 'sent', header: 'Sent', meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.sentAt}>{timeFormat.format(new Date(row.original.sentAt))}</time> },
];

/** dashboard/messages: what visitors sent through the contact form, newest first, a page at a time. */
export function MessagesPage() {
  const trpc = useTRPC();
  const pages = useKeysetPages('messages');
  const messages = useQuery(trpc.contact.list.queryOptions({ cursor: pages.cursor, limit: pages.limit }));

  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      <p className={styles.intro}>What visitors sent through the contact form. Each one was also mailed to the shop's inbox; answer by replying to that e-mail, or write to the sender.</p>
      {messages.isError ? (
        <ErrorNotice title="We couldn't load the messages." error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : (
        <>
          <DataTable
            label="Messages"
            columns={COLUMNS}
            rows={messages.data?.messages ?? []}
            getRowId={(message) => message.id}
            rowName={(message) => message.name}
            loading={messages.isPending}
            empty="No messages yet."
          />
          <KeysetPager pages={pages} nextCursor={messages.data?.next} label="Messages" />
        </>
      )}
    </section>
  );
}
