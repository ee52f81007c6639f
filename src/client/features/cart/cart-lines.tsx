import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { CartLine } from '../../../shared/schemas/cart';
import { StruckListPrice } from '../../components/contract-price';
import { QuantityField } from '../../components/quantity-field';
import { linePricedBy } from './line-price';
import { rulesOf } from './visitor-line';
import table from '../../components/data-table.module.css';
import styles from './cart.module.css';

interface CartLinesProps {
  lines: readonly CartLine[];
  /** A line being saved: its controls wait. */
  busy: string | null;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/**
 * The cart's lines: a table, a card per line on a phone (the data table's own CSS). A line a price
 * list prices (issue 39) says "Contract price · {list}", the list price struck when it is higher.
 */
export function CartLines({ lines, busy, onQuantity, onRemove }: CartLinesProps) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Lines in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">SKU</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">Line total</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.productId} data-flagged={line.changes.length > 0 || undefined}>
            <th scope="row" data-label="Product">
              <div>
                {line.sku ? (
                  <Link to="/purchase/$id" params={{ id: line.productId }}>
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                {line.changes.length > 0 && (
                  <ul className={styles.changes} aria-label={`What changed: ${line.name}`}>
                    {line.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </div>
            </th>
            <td data-label="SKU">{line.sku || '—'}</td>
            <td data-label="Quantity">
              {line.sku ? (
                <QuantityField productName={line.name} rules={rulesOf({ ...line, quantity: line.stock })} value={line.quantity} disabled={busy === line.productId} onChange={(quantity) => onQuantity(line, quantity)} />
              ) : (
                line.quantity
              )}
            </td>
            <td data-label="Unit price">
              {line.sku ? (
                // One box: a phone's card lays the cell out as label | value, and the parts stay on the value's side.
                <div>
                  {formatDollars(line.unitPrice)}
                  <StruckListPrice listPrice={line.listPrice} price={line.unitPrice} /> <span className={styles.tier}>{linePricedBy(line)}</span>
                </div>
              ) : (
                '—'
              )}
            </td>
            <td data-label="Line total">{line.orderable ? formatDollars(line.lineTotal) : '—'}</td>
            <td data-label="">
              <button type="button" className={styles.remove} aria-label={`Remove ${line.name}`} disabled={busy === line.productId} onClick={() => onRemove(line)}>
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
