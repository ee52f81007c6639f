import { useId, useState } from 'react';
import { dollarsToCents, formatDollars } from '../../../shared/money';
import { contractPriceWords } from '../../../shared/rules/contract-prices';
import type { Order } from '../../../shared/schemas/order';
import { linesSummary } from '../../lib/order-words';
import styles from './my-orders-page.module.css';

/**
 * What an order holds, in My Orders: a one-line order's product name, as before lines existed; for
 * more, a "3 lines" button that shows each line (name, SKU, quantity x unit price = line total, and
 * the price list that priced it with the list price, issue 39).
 * The button's name adds the order number, so a screen reader's list of buttons tells them apart.
 */
export function OrderLinesDisclosure({ order }: { order: Pick<Order, 'number' | 'lines'> }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (order.lines.length <= 1) return <>{linesSummary(order.lines)}</>;
  return (
    <div className={styles.disclosure}>
      <button type="button" className={styles.disclosureButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {linesSummary(order.lines)} <span className="visually-hidden">of order {order.number}</span>
      </button>
      <ul id={listId} className={styles.lineList} hidden={!open}>
        {order.lines.map((line) => (
          <li key={line.productID}>
            <span className={styles.lineName}>{line.productName}</span> <span className={styles.muted}>SKU {line.sku}</span>{' '}
            <span className={styles.lineSum}>
              {line.quantity} × {formatDollars(line.unitPrice)} = {formatDollars(line.total)}
            </span>
            {line.priceList && line.listPrice !== null ? <span className={styles.muted}> · {contractPriceWords(line.priceList.name, dollarsToCents(line.listPrice))}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
