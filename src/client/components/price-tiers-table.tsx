import { formatCents } from '../../shared/money';
import { tierIndexFor, type PriceTier } from '../../shared/rules/quantity-rules';
import styles from './price-tiers-table.module.css';

interface TierRow {
  /** -1 for the base price, else the tier's index (as tierIndexFor counts). */
  index: number;
  range: string;
  priceCents: number;
}

/**
 * The table's rows: the base price up to the first tier, then each tier up to the next, the last
 * open-ended ("50+"). Rows below `from` (the smallest order) cannot be ordered and are left out.
 *
 * @example tierRows(1290, [{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1090 }], 1)
 * // ranges '1–9', '10–49', '50+'
 */
export function tierRows(basePriceCents: number, tiers: readonly PriceTier[], from: number): TierRow[] {
  const starts = [{ index: -1, minQuantity: 1, priceCents: basePriceCents }, ...tiers.map((tier, index) => ({ index, ...tier }))];
  return starts.flatMap((row, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.minQuantity - 1 : null;
    if (end !== null && end < from) return [];
    const start = Math.max(row.minQuantity, from);
    const range = end === null ? `${start}+` : start === end ? `${start}` : `${start}–${end}`;
    return [{ index: row.index, range, priceCents: row.priceCents }];
  });
}

interface PriceTiersTableProps {
  basePriceCents: number;
  tiers: readonly PriceTier[];
  /** The smallest quantity that can be ordered: the first row starts there. */
  from: number;
  /** The quantity chosen now: its row is marked as the current one (words and aria-current, not colour alone). */
  units?: number;
  /** The tiers are a price list's for this buyer (issue 39): the caption says they are theirs. */
  contract?: boolean;
}

/** The volume prices as a small table, quantity range and unit price, the current quantity's row marked. Nothing without tiers. */
export function PriceTiersTable({ basePriceCents, tiers, from, units, contract = false }: PriceTiersTableProps) {
  if (tiers.length === 0) return null;
  const current = units !== undefined && Number.isFinite(units) ? tierIndexFor(tiers, units) : null;
  return (
    <table className={styles.table}>
      <caption>{contract ? 'Your contract volume prices' : 'Volume prices'}</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {tierRows(basePriceCents, tiers, from).map((row) => {
          const isCurrent = row.index === current;
          return (
            <tr key={row.index} aria-current={isCurrent ? 'true' : undefined} className={isCurrent ? styles.current : undefined}>
              <th scope="row">{row.range}</th>
              <td>
                {formatCents(row.priceCents)}
                {isCurrent ? <span className={styles.marker}> (your price)</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
