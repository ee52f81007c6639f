import { useId, useState } from 'react';
import type { CartLine } from '../../../shared/schemas/cart';
import dialog from '../../components/dialog.module.css';
import pager from '../../components/keyset-pager.module.css';
import styles from './cart.module.css';

/** The cart's lines shown at once: a thousand-line cart (issue 41) stays quick to draw and to read. */
export const CART_PAGE_SIZE = 50;

/**
 * The lines whose SKU or name holds `filter` (any case; blank: every line), in the cart's order.
 *
 * @example matchingLines([{ sku: 'SP-100', name: 'Border spade' }, { sku: 'GL-12', name: 'Gloves' }], 'spade') // [{ sku: 'SP-100', name: 'Border spade' }]
 */
export function matchingLines<Line extends Pick<CartLine, 'sku' | 'name'>>(lines: readonly Line[], filter: string): readonly Line[] {
  const words = filter.trim().toLowerCase();
  if (!words) return lines;
  return lines.filter((line) => line.sku.toLowerCase().includes(words) || line.name.toLowerCase().includes(words));
}

/** A page of `lines` at a time, `pageSize` long; the page stays in range as lines leave. */
export function usePagedLines<Line>(lines: readonly Line[], pageSize = CART_PAGE_SIZE) {
  const [asked, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(lines.length / pageSize));
  const page = Math.min(asked, pages - 1);
  return { shown: lines.slice(page * pageSize, (page + 1) * pageSize), page, pages, from: page * pageSize + 1, to: Math.min(lines.length, (page + 1) * pageSize), total: lines.length, setPage };
}

/** Previous, "Lines 51–100 of 1,000" (announced when it changes), Next: nothing when one page holds every line. */
export function LinePager({ paged, label }: { paged: ReturnType<typeof usePagedLines>; label: string }) {
  if (paged.pages <= 1) return null;
  return (
    <nav className={pager.pager} aria-label={`${label} pages`}>
      <button type="button" className={dialog.secondary} onClick={() => paged.setPage(paged.page - 1)} disabled={paged.page === 0}>
        Previous
      </button>
      <p className={pager.status} role="status">
        Lines {paged.from}–{paged.to} of {paged.total.toLocaleString('en-US')}
      </p>
      <button type="button" className={dialog.secondary} onClick={() => paged.setPage(paged.page + 1)} disabled={paged.page >= paged.pages - 1}>
        Next
      </button>
    </nav>
  );
}

/** The search box over the cart's lines: by SKU or name, as the buyer types. */
export function LineFilter({ value, onChange, matching, total }: { value: string; onChange: (value: string) => void; matching: number; total: number }) {
  const id = useId();
  return (
    <div className={styles.lineFilter} role="search">
      <label htmlFor={id}>Find a line</label>
      <input id={id} type="search" value={value} maxLength={100} autoComplete="off" placeholder="SKU or name" onChange={(event) => onChange(event.target.value)} />
      {value.trim() && (
        <span className={styles.muted} role="status">
          {matching === 0 ? 'No line matches' : `${matching} of ${total} lines match`}
        </span>
      )}
    </div>
  );
}
