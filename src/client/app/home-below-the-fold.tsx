import { ContactSection } from '../features/contact/contact-section';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { LocationSection } from '../features/location/location-section';
import { ReviewGrid } from '../features/reviews/review-grid';
import { BusinessSummary } from '../features/stats/business-summary';

/**
 * The home page's sections below the fold, a chunk loaded after the first paint
 * (docs/decisions/101): the reviews, the figures, contact with the newsletter, and the map. Not in
 * app/routes/, whose files are route components: routes/home.tsx shows it.
 */
export default function HomeBelowTheFold() {
  return (
    <>
      <ReviewGrid />
      <BusinessSummary />
      <ContactSection newsletter={(headingId) => <NewsletterSignup headingId={headingId} />} />
      <LocationSection />
    </>
  );
}
