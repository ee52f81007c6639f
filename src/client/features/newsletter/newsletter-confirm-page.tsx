import { useConfirmSubscription } from './api/confirm-subscription';
import { NewsletterLinkPage } from './newsletter-link-page';

/** /newsletter/confirm?token=…: the double opt-in's second step, on the reader's click. */
export function NewsletterConfirmPage({ token }: { token?: string }) {
  const confirm = useConfirmSubscription();
  return (
    <NewsletterLinkPage
      token={token}
      title="Confirm your subscription"
      intro="Press the button to start receiving the Toolyard newsletter: seasonal offers and planting calendars, about once a month."
      actionLabel="Confirm my subscription"
      pendingLabel="Confirming your subscription"
      action={confirm}
    />
  );
}
