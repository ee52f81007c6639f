import { MESSAGES_PAGE_SIZE, type ContactMessageView } from '../../../shared/schemas/contact-message';
import table from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import styles from './messages-page.module.css';

const sentAt = (iso: string) => new Date(iso).toLocaleString();

/** dashboard/messages: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const messages = trpc.contact.list.useInfiniteQuery({ limit: MESSAGES_PAGE_SIZE }, { getNextPageParam: (page) => page.next ?? undefined });
  const rows = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      <p className={styles.intro}>What visitors sent through the contact form. Each one was also mailed to the shop's inbox; answer by replying to that e-mail, or write to the sender.</p>
      {messages.isPending ? (
        <Loader label="Loading messages" />
      ) : messages.isError ? (
        <ErrorNotice title="We couldn't load the messages." error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <>
          <MessagesTable messages={rows} />
          <ShowMore query={messages} label="Show older messages" />
        </>
      )}
    </section>
  );
}

function MessagesTable({ messages }: { messages: ContactMessageView[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Message</th>
          <th scope="col">Sent</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <th scope="row" data-label="From">
              {message.name}
              <a className={styles.email} href={`mailto:${message.email}`}>
                {message.email}
              </a>
            </th>
            <td data-label="Message" className={styles.text}>
              {message.message}
            </td>
            <td data-label="Sent">{sentAt(message.sentAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
