import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { ContactSection } from '../../features/contact/contact-section';
import { Hero } from '../../features/home/hero';
import { NewsletterSignup } from '../../features/newsletter/newsletter-signup';
import { LocationSection } from '../../features/location/location-section';
import { ProductGrid } from '../../features/products/product-grid';
import { ReviewGrid } from '../../features/reviews/review-grid';
import { BusinessSummary } from '../../features/stats/business-summary';

/** The home page's sections, in the order of docs/product.md#home-page-sections (the footer comes from the layout). */
export function HomeRoute() {
  return (
    <>
      <Hero />
      <ProductGrid cardAction={(product) => <AddToCartButton product={product} />} />
      <ReviewGrid />
      <BusinessSummary />
      <ContactSection newsletter={(headingId) => <NewsletterSignup headingId={headingId} />} />
      <LocationSection />
    </>
  );
}
