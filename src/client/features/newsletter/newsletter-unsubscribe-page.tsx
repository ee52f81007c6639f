import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { NewsletterLinkPage } from './newsletter-link-page';

/** /newsletter/unsubscribe?token=…: leaves the list on the reader's click, signed in or not. */
export function NewsletterUnsubscribePage({ token }: { token?: string }) {
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
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
