import { getRouteApi } from '@tanstack/react-router';
import { NewsletterConfirmPage } from '../../features/newsletter/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '../../features/newsletter/newsletter-unsubscribe-page';

const confirmRoute = getRouteApi('/newsletter/confirm');
const unsubscribeRoute = getRouteApi('/newsletter/unsubscribe');

/** The pages the newsletter's e-mailed links open: the token comes from the link's search. */
export function NewsletterConfirmRoute() {
  return <NewsletterConfirmPage token={confirmRoute.useSearch().token} />;
}

export function NewsletterUnsubscribeRoute() {
  return <NewsletterUnsubscribePage token={unsubscribeRoute.useSearch().token} />;
}
