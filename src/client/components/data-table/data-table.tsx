import {
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Cell,
  type CellData,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import table from '../data-table.module.css';
import { Checkbox, HeaderCell, type DataTableFeatures } from './data-table-parts';
import skeleton from '../skeleton.module.css';
import styles from './data-table.module.css';

/** How a column's cells are laid out; the header follows its column's alignment. */
export interface DataTableColumnMeta {
  /** 'end' for numbers: right-aligned in tabular figures, so they line up down the column. */
  align?: 'end';
  /** Dates and codes: kept on one line. */
  nowrap?: boolean;
  /**
   * Long text (e-mails, names): cut off with an ellipsis. The column's value (a string) is the
   * full text: in the DOM for screen readers, in a title on hover, and shown whole on focus.
   */
  truncate?: boolean;
  /** A cell of two cut lines (TwoLineCell): as narrow as a `truncate` one, its lines cut themselves. */
  twoLines?: boolean;
  /** The cell names its row (an order's number): a row header for screen readers. */
  rowHeader?: boolean;
}

/** What every data table can do: select rows and sort by a column. Sorting is the server's (manual). */
export const dataTableFeatures = tableFeatures({ rowSelectionFeature, rowSortingFeature, columnMeta: metaHelper<DataTableColumnMeta>() });

/** A column of a data table: `header` a string (it also labels the cell on small screens), `cell` what to show, `meta` how. */
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, CellData>;

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
  /** While the rows load: skeleton rows and a "Loading …" status (the rows are not shown). */
  loading?: boolean;
  /** What the status says while loading; default "Loading <label>…". */
  loadingLabel?: string;
  /** Shown in place of the body when there are no rows (and nothing loads). */
  empty?: ReactNode;
}

const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);
const NO_SELECTION: RowSelectionState = {};
const NO_SORTING: SortingState = [];
const SKELETON_ROWS = [1, 2, 3, 4, 5];

/**
 * The data table on TanStack Table: rows with a checkbox each (keyboard-accessible, Shift selects a
 * range), "select all on this page", headers that sort on the server (the parent owns the state,
 * usually in the URL), a header that stays in view, loading and empty states. Its columns must fit
 * a 1366 px window (the page scrolls down, never sideways); on small screens each row becomes a
 * card of label/value lines.
 *
 * @example
 * <DataTable label="Products" columns={columns} rows={items} getRowId={(p) => p._id} rowName={(p) => p.name}
 *   selection={selected} onSelectionChange={setSelected} loading={query.isPending} empty="No products yet." />
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { label, columns, rows, getRowId, rowName, selection, onSelectionChange, sorting, onSortingChange, loading = false, empty } = props;
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
  const width = (instance.getHeaderGroups().at(-1)?.headers.length ?? columns.length) + (selectable ? 1 : 0);
  const bodyRows = instance.getRowModel().rows;

  return (
    <div className={styles.scroller}>
      {loading ? <LoadingStatus text={props.loadingLabel ?? `Loading ${label.toLowerCase()}…`} /> : null}
      <table className={`${table.table} ${styles.table}`} aria-label={label} aria-busy={loading || undefined}>
        <thead>
          {instance.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable ? (
                <th scope="col" className={styles.check}>
                  <Checkbox
                    label="Select all on this page"
                    checked={!loading && instance.getIsAllPageRowsSelected()}
                    indeterminate={instance.getIsSomePageRowsSelected()}
                    disabled={loading || rows.length === 0}
                    onChange={instance.getToggleAllPageRowsSelectedHandler()}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} className={metaClass(header.column.columnDef.meta, 'header')}>
                  <instance.FlexRender header={header} />
                </HeaderCell>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            SKELETON_ROWS.map((row) => (
              <tr key={row} aria-hidden="true">
                {Array.from({ length: width }, (_, column) => (
                  <td key={column}>
                    <span className={`${skeleton.block} ${styles.bone}`} />
                  </td>
                ))}
              </tr>
            ))
          ) : bodyRows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={width} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            bodyRows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? styles.selected : undefined}>
                {selectable ? (
                  <td className={styles.check} data-label="Select">
                    <Checkbox label={`Select ${rowName(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                  </td>
                ) : null}
                {row.getAllCells().map((cell) => (
                  <BodyCell key={cell.id} cell={cell}>
                    <instance.FlexRender cell={cell} />
                  </BodyCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The loading announcement, named by its text too (a status's content is not its name). */
function LoadingStatus({ text }: { text: string }) {
  return (
    <p role="status" aria-label={text} className="visually-hidden">
      {text}
    </p>
  );
}

/** A body cell: labelled with its column's header (for the cards on small screens), laid out by its column's meta. */
function BodyCell<TRow extends RowData>({ cell, children }: { cell: Cell<DataTableFeatures, TRow, CellData>; children: ReactNode }) {
  const { header, meta } = cell.column.columnDef;
  const props = { 'data-label': typeof header === 'string' ? header : undefined, className: metaClass(meta, 'cell') };
  const value = cell.getValue();
  const content = meta?.truncate ? (
    // Focusable so a keyboard user can read it whole: the focus shows the full text (the CSS), the title does on hover.
    <span className={styles.truncate} title={typeof value === 'string' ? value : undefined} tabIndex={0}>
      {children}
    </span>
  ) : (
    children
  );
  return meta?.rowHeader ? (
    <th scope="row" {...props}>
      {content}
    </th>
  ) : (
    <td {...props}>{content}</td>
  );
}

function metaClass(meta: DataTableColumnMeta | undefined, part: 'header' | 'cell'): string | undefined {
  const names = [meta?.align === 'end' ? table.number : null, meta?.nowrap ? styles.nowrap : null, part === 'cell' && (meta?.truncate || meta?.twoLines) ? styles.truncated : null];
  return names.filter(Boolean).join(' ') || undefined;
}
