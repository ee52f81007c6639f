/** My Orders' columns, shared by the table and its loading shape. */
export const MY_ORDERS_COLUMNS = ['Order', 'Product', 'Quantity', 'Total', 'Date', 'Status', 'Delivery', 'Payment'] as const;

export function MyOrdersTableHead() {
  return (
    <thead>
      <tr>
        {MY_ORDERS_COLUMNS.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
