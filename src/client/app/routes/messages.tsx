import { MessagesPage } from '../../features/admin-messages/messages-page';

/** dashboard/messages (admin). */
export function MessagesRoute() {
  return <MessagesPage />;
}
