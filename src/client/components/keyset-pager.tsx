import { useId } from 'react';
import dialog from './dialog.module.css';
import field from './form-field.module.css';
import { PAGE_SIZES, type KeysetPages, type PageSize } from './keyset-pager-state';
import styles from './keyset-pager.module.css';

interface KeysetPagerProps {
  /** From useKeysetPages. */
  pages: KeysetPages;
  /** The shown page's `nextCursor`: null on the last page, undefined while it loads. */
  nextCursor: string | null | undefined;
  /** What the list holds, naming the navigation ("Orders" -> "Orders pages"). */
  label: string;
}

/**
 * Under a keyset-paged list: Previous, "Page 2" (announced when it changes), Next, and "Rows per
 * page" (25, 50, 100). Next waits for the shown page to say there is one.
 *
 * @example
 * <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} label="Orders" />
 */
export function KeysetPager({ pages, nextCursor, label }: KeysetPagerProps) {
  const sizeId = useId();
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <button type="button" className={dialog.secondary} onClick={pages.previous} disabled={pages.page === 1}>
        Previous
      </button>
      <p className={styles.status} role="status">
        Page {pages.page}
      </p>
      <button type="button" className={dialog.secondary} onClick={() => nextCursor && pages.next(nextCursor)} disabled={!nextCursor}>
        Next
      </button>
      <div className={`${field.field} ${styles.size}`}>
        <label htmlFor={sizeId} className={field.label}>
          Rows per page
        </label>
        <select id={sizeId} value={pages.limit} onChange={(event) => pages.setLimit(Number(event.target.value) as PageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
