import table from '../../components/data-table.module.css';

/** My Orders' columns, shared by the table and its loading shape. */
export const MY_ORDERS_COLUMNS = ['Order', 'Product', 'Quantity', 'Total', 'Date', 'Status', 'Delivery', 'Payment'] as const;
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['Quantity', 'Total']);

export function MyOrdersTableHead() {
  return (
    <thead>
      <tr>
        {MY_ORDERS_COLUMNS.map((column) => (
          <th key={column} scope="col" className={NUMBER_COLUMNS.has(column) ? table.number : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
