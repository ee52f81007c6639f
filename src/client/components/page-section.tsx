import type { ReactNode } from 'react';
import styles from './page-section.module.css';
import page from './static-page.module.css';

interface PageSectionProps {
  id: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One titled block of a page, with the shared spacing and heading style. */
export function PageSection({ id, title, eyebrow, lead, children }: PageSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        {eyebrow && <p className={page.eyebrow}>{eyebrow}</p>}
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
