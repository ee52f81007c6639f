import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** A page's `<h1>` (labelling its section through `id`) with the page-wide tools beside it. */
export function PageHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 id={id}>{title}</h1>
      {children}
    </div>
  );
}
