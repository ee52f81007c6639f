import type { BulkShipResult } from '../../../shared/schemas/admin-orders';
import type { Order } from '../../../shared/schemas/order';
import dialog from '../../components/dialog.module.css';
import { bulkShipSummary } from './bulk-ship-summary';
import { BulkShipDialog } from './bulk-ship-dialog';
import styles from './manage-all-orders-page.module.css';

interface OrderBulkActionsProps {
  /** The selected orders of the shown page. */
  selected: Order[];
  /** The last bulk ship's answer, summed up in the live region until the next one. */
  result: BulkShipResult | undefined;
  onShipped: (result: BulkShipResult) => void;
}

/** Above the list: how many are selected, Ship selected, Export selected (CSV), and what the last bulk ship did. */
export function OrderBulkActions({ selected, result, onShipped }: OrderBulkActionsProps) {
  const ids = selected.map((order) => order._id).join(',');
  return (
    <>
      <div className={styles.bulk} role="group" aria-label="Selected orders">
        <p className={styles.count} aria-live="polite">
          {selected.length ? `${selected.length} selected` : 'None selected'}
        </p>
        <BulkShipDialog selected={selected} onShipped={onShipped} />
        {ids ? (
          <a href={`/api/orders.csv?ids=${ids}`} download className={dialog.secondary}>
            Export selected
          </a>
        ) : (
          <button type="button" className={dialog.secondary} disabled>
            Export selected
          </button>
        )}
      </div>
      <p role="status" className={styles.result}>
        {result ? bulkShipSummary(result) : null}
      </p>
    </>
  );
}
