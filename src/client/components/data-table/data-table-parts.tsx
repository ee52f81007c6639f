import type { CellData, Header, RowData } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import type { dataTableFeatures } from './data-table';
import styles from './data-table.module.css';

export type DataTableFeatures = typeof dataTableFeatures;

/** A column header: a button when the column sorts, with `aria-sort` saying how it is sorted now. */
export function HeaderCell<TRow extends RowData>({ header, className, children }: { header: Header<DataTableFeatures, TRow, CellData>; className?: string; children: ReactNode }) {
  const column = header.column;
  if (header.isPlaceholder) return <th scope="col" className={className} />;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" className={className} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className={styles.sort} onClick={column.getToggleSortingHandler()}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  /** Some rows selected: can only be set from script. */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}

/** A labelled checkbox. */
export function Checkbox({ label, checked, indeterminate = false, disabled, onChange }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  // React's change event carries the click (nativeEvent), so Shift+click selects a range.
  return <input ref={ref} type="checkbox" name="selected" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} className={styles.box} />;
}

/**
 * Two related values in one cell, one above the other (a customer's name over their e-mail), each
 * cut with an ellipsis when long and whole on hover (title) and focus. Give its column
 * `meta: { twoLines: true }`.
 *
 * @example
 * { id: 'customer', header: 'Customer', meta: { twoLines: true }, cell: ({ row }) => <TwoLineCell first={row.original.user} second={row.original.email} /> }
 */
export function TwoLineCell({ first, second }: { first: string; second: string }) {
  return (
    <span className={styles.twoLines}>
      <span className={styles.truncate} title={first} tabIndex={0}>
        {first}
      </span>
      <span className={`${styles.truncate} ${styles.second}`} title={second} tabIndex={0}>
        {second}
      </span>
    </span>
  );
}
