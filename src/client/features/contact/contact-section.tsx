import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Loader } from '../../components/loader';
import { PageSection } from '../../components/page-section';
import styles from './contact-section.module.css';

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/**
 * Contact Us and the newsletter box (docs/product.md#home-page-sections). The contact form sends
 * its message to the shop; it loads on demand with the form library.
 */
export function ContactSection({ newsletter }: { newsletter: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <PageSection id="contact" eyebrow="Talk to the yard" title="Contact Us" lead="Questions about bulk orders, delivery or a tool you need? Tell us below.">
      <div className={styles.layout}>
        <div className={styles.card}>
          <h3 id={`${id}-contact`} className={styles.heading}>
            Send us a message
          </h3>
          <Suspense fallback={<Loader label="Loading the contact form" />}>
            <ContactForm headingId={`${id}-contact`} />
          </Suspense>
        </div>

        <div className={`${styles.card} ${styles.newsletter}`}>
          <h3 id={`${id}-newsletter`} className={styles.heading}>
            Newsletter
          </h3>
          <p>Seasonal offers and planting calendars, about once a month.</p>
          {/* The newsletter feature's sign-up, passed in by the page: features do not import each other. */}
          {newsletter(`${id}-newsletter`)}
        </div>
      </div>
    </PageSection>
  );
}
