import { lazy, Suspense, useId } from 'react';
import { Loader } from '../../components/loader';
import { PageSection } from '../../components/page-section';
import styles from './contact-section.module.css';
import button from '../../components/button.module.css';

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/**
 * Contact Us and the newsletter box (docs/product.md#home-page-sections). The contact form sends
 * its message to the shop; it loads on demand with the form library.
 */
export function ContactSection() {
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

        <form className={`${styles.card} ${styles.newsletter}`} aria-labelledby={`${id}-newsletter`} onSubmit={(event) => event.preventDefault()}>
          <h3 id={`${id}-newsletter`} className={styles.heading}>
            Newsletter
          </h3>
          <p>Seasonal offers and planting calendars, about once a month.</p>
          <label htmlFor={`${id}-subscribe`}>Email address</label>
          <input id={`${id}-subscribe`} name="subscribe" type="email" autoComplete="email" />
          <button type="button" className={`${button.primary} ${styles.button}`}>
            Subscribe
          </button>
          <p className={styles.note}>Sign-ups open soon: this box does not store your address.</p>
        </form>
      </div>
    </PageSection>
  );
}
