import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type Header,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import table from '../data-table.module.css';
import styles from './data-table.module.css';

/** What every data table can do: select rows and sort by a column. Sorting is the server's (manual). */
export const dataTableFeatures = tableFeatures({ rowSelectionFeature, rowSortingFeature });
type Features = typeof dataTableFeatures;

/** A column of a data table: `header` a string (it also labels the cell on small screens), `cell` what to show. */
export type DataTableColumn<TRow extends RowData> = ColumnDef<Features, TRow, CellData>;

export type { RowSelectionState, SortingState };

interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name, e.g. "Products". */
  label: string;
  /** Keep them stable (module scope or useMemo): a new array rebuilds every row. */
  columns: DataTableColumn<TRow>[];
  rows: TRow[];
  getRowId: (row: TRow) => string;
  /** How a row is named in its checkbox's label ("Select Spade"). */
  rowName: (row: TRow) => string;
  /** With both, a checkbox column: one per row and "select all on this page" in the header. */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** With both, the columns that allow it sort from their header (one column at a time). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
}

const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);
const NO_SELECTION: RowSelectionState = {};
const NO_SORTING: SortingState = [];

/**
 * The admin's data table on TanStack Table: rows with a checkbox each (keyboard-accessible, Shift
 * selects a range), "select all on this page", and headers that sort on the server (the parent
 * owns the state, usually in the URL). On small screens each row becomes a card of label/value lines.
 *
 * @example
 * <DataTable label="Products" columns={columns} rows={items} getRowId={(p) => p._id} rowName={(p) => p.name}
 *   selection={selected} onSelectionChange={setSelected} />
 */
export function DataTable<TRow extends RowData>({ label, columns, rows, getRowId, rowName, selection, onSelectionChange, sorting, onSortingChange }: DataTableProps<TRow>) {
  const selectable = Boolean(onSelectionChange);
  const rowSelection = selection ?? NO_SELECTION;
  const sortingState = sorting ?? NO_SORTING;
  const instance = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    state: { rowSelection, sorting: sortingState },
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => onSelectionChange?.(resolve(updater, rowSelection)),
    enableSorting: Boolean(onSortingChange),
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sortingState)),
  });

  return (
    <table className={table.table} aria-label={label}>
      <thead>
        {instance.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {selectable ? (
              <th scope="col" className={styles.check}>
                <Checkbox
                  label="Select all on this page"
                  checked={instance.getIsAllPageRowsSelected()}
                  indeterminate={instance.getIsSomePageRowsSelected()}
                  onChange={instance.getToggleAllPageRowsSelectedHandler()}
                />
              </th>
            ) : null}
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header}>
                <instance.FlexRender header={header} />
              </HeaderCell>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {instance.getRowModel().rows.map((row) => (
          <tr key={row.id} className={row.getIsSelected() ? styles.selected : undefined}>
            {selectable ? (
              <td className={styles.check}>
                <Checkbox label={`Select ${rowName(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
              </td>
            ) : null}
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-label={headerText(cell.column.columnDef.header)}>
                <instance.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function headerText(header: unknown): string | undefined {
  return typeof header === 'string' ? header : undefined;
}

/** A column header: a button when the column sorts, with `aria-sort` saying how it is sorted now. */
function HeaderCell<TRow extends RowData>({ header, children }: { header: Header<Features, TRow, CellData>; children: ReactNode }) {
  const column = header.column;
  if (header.isPlaceholder) return <th scope="col" />;
  if (!column.getCanSort()) return <th scope="col">{children}</th>;
  const sorted = column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className={styles.sort} onClick={column.getToggleSortingHandler()}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A labelled checkbox; `indeterminate` (some rows selected) can only be set from script. */
function Checkbox({ label, checked, indeterminate = false, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange: (event: unknown) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  // React's change event carries the click (nativeEvent), so Shift+click selects a range.
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={onChange} className={styles.box} />;
}
