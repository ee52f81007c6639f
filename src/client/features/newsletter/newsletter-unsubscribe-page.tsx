import { useUnsubscribe } from './api/unsubscribe';
import { NewsletterLinkPage } from './newsletter-link-page';

/** /newsletter/unsubscribe?token=…: leaves the list on the reader's click, signed in or not. */
export function NewsletterUnsubscribePage({ token }: { token?: string }) {
  const unsubscribe = useUnsubscribe();
  return (
    <NewsletterLinkPage
      token={token}
      title="Leave the newsletter"
      intro="Press the button and we will stop sending the Toolyard newsletter to this address."
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing"
      action={unsubscribe}
    />
  );
}
