import { lazy, Suspense } from 'react';
import { Loader } from '../../components/loader';

const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** The newsletter box's sign-up, loaded on demand so the form library stays out of the home page's download. */
export function NewsletterSignup({ headingId }: { headingId: string }) {
  return (
    <Suspense fallback={<Loader label="Loading the newsletter form" />}>
      <NewsletterForm headingId={headingId} />
    </Suspense>
  );
}
