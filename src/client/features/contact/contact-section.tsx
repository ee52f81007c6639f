import { useId, type ReactNode } from 'react';
import { PageSection } from '../../components/page-section';
import styles from './contact-section.module.css';
import button from '../../components/button.module.css';

/**
 * Contact Us and the newsletter box. docs/product.md#home-page-sections: neither is submitted anywhere, so the
 * buttons are plain buttons (never a submit) and the page says so.
 */
export function ContactSection({ newsletter }: { newsletter: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <PageSection id="contact" eyebrow="Talk to the yard" title="Contact Us" lead="Questions about bulk orders, delivery or a tool you need? Tell us below.">
      <div className={styles.layout}>
        <form className={styles.card} aria-labelledby={`${id}-contact`} onSubmit={(event) => event.preventDefault()}>
          <h3 id={`${id}-contact`} className={styles.heading}>
            Send us a message
          </h3>
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" />
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea id={`${id}-message`} name="message" rows={5} />
          <button type="button" className={`${button.primary} ${styles.button}`}>
            Send message
          </button>
          <p className={styles.note}>Messages are not sent yet: nothing you type here leaves your browser.</p>
        </form>

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
