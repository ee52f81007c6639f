import { dollarsToCents, formatDollars } from '../../shared/money';
import { contractPriceWords } from '../../shared/rules/contract-prices';
import type { OrderLine } from '../../shared/schemas/order';
import { chargeRows, type OrderChargeFields } from './order-charges';
import styles from './order-lines.module.css';

interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  /** The order's total in dollars, the last row. */
  total: number;
  /** What the last row calls it: "Order total", "Total paid". */
  totalLabel?: string;
  caption?: string;
  /** The order's goods, shipping and tax (issue 38): rows above the total when it has any. */
  charges?: OrderChargeFields;
}

/**
 * An order's lines as a small table: each product (its name, its SKU under it and, for a line a
 * price list priced, "Contract price (list), list price $X": issue 39), the quantity, the
 * unit price it was sold at and the line's total, then (when the order has shipping or tax) its
 * goods, shipping, tax lines and tax total, and the order's total. Numbers are right-aligned
 * in tabular figures so the amounts line up. Used by the customer's order page, the payment page,
 * its receipt and the admin's order detail.
 */
export function OrderLinesTable({ lines, total, totalLabel = 'Order total', caption = 'Order lines', charges }: OrderLinesTableProps) {
  const rows = charges ? chargeRows(charges) : [];
  return (
    <table className={styles.lines}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">Line total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.productID}>
            <th scope="row">
              {line.productName} <span className={styles.sku}>SKU {line.sku}</span>
              {line.priceList && line.listPrice !== null ? <span className={styles.sku}>{contractPriceWords(line.priceList.name, dollarsToCents(line.listPrice))}</span> : null}
            </th>
            <td>{line.quantity}</td>
            <td>{formatDollars(line.unitPrice)}</td>
            <td>{formatDollars(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map((row) =>
          row.amount === null ? (
            <tr key={row.label} className={styles.charge}>
              <td colSpan={4} className={styles.note}>
                {row.label}
              </td>
            </tr>
          ) : (
            <tr key={row.label} className={styles.charge}>
              <th scope="row" colSpan={3}>
                {row.label}
              </th>
              <td>{formatDollars(row.amount)}</td>
            </tr>
          ),
        )}
        <tr>
          <th scope="row" colSpan={3}>
            {totalLabel}
          </th>
          <td>{formatDollars(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
