import table from '../../components/data-table.module.css';
import styles from './my-orders-page.module.css';

/** The orders table's shape while it loads: its header and three blank rows, announced once. */
export function MyOrdersSkeleton({ columns }: { columns: readonly string[] }) {
  return (
    <div role="status" aria-label="Loading your orders">
      <table className={table.table} aria-hidden="true">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[1, 2, 3].map((row) => (
            <tr key={row}>
              {columns.map((column) => (
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
