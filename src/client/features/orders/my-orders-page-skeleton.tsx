import table from '../../components/data-table.module.css';
import { MY_ORDERS_COLUMNS, MyOrdersTableHead } from './my-orders-table-head';
import styles from './my-orders-page.module.css';

/** The orders table's shape while it loads: its header and three blank rows, announced once. */
export function MyOrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders">
      <table className={table.table} aria-hidden="true">
        <MyOrdersTableHead />
        <tbody>
          {[1, 2, 3].map((row) => (
            <tr key={row}>
              {MY_ORDERS_COLUMNS.map((column) => (
                <td key={column} data-label={column}>
                  <span className={styles.bone} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
