import { useId } from 'react';
import { formatDollars } from '../../../shared/money';
import type { DailySales } from '../../../shared/schemas/overview';
import styles from './overview-page.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 24;
const GAP = 2;

// Days are UTC calendar days (the server's): format them in UTC so no day shifts.
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * Sales per day as an SVG bar chart, described for screen readers, with the same figures as a
 * table one click away. Hand-written: thirty bars need no chart library.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  const titleId = useId();
  const max = Math.max(...days.map((day) => day.total), 0);
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const barHeight = (value: number) => (max === 0 ? 0 : (value / max) * (HEIGHT - AXIS - 8));
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure className={styles.chart}>
      <figcaption id={titleId}>
        Sales per day, last {days.length} days: {formatDollars(total)} in all
        {max > 0 ? `, best day ${formatDollars(max)}` : ', no sales yet'}.
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className={styles.axis} />
        {days.map((day, index) => {
          const height = barHeight(day.total);
          return (
            <rect key={day.date} x={index * slot + GAP / 2} y={HEIGHT - AXIS - height} width={slot - GAP} height={height} className={styles.bar}>
              <title>{`${dayOf(day.date)}: ${formatDollars(day.total)} (${day.orders} orders, ${day.units} units)`}</title>
            </rect>
          );
        })}
        {first ? (
          <text x={0} y={HEIGHT - 6} className={styles.tick}>
            {dayOf(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className={styles.tick}>
            {dayOf(last.date)}
          </text>
        ) : null}
      </svg>
      <details>
        <summary>Show as a table</summary>
        <table className={styles.figures}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Paid orders</th>
              <th scope="col">Units</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{dayOf(day.date)}</time>
                </th>
                <td>{day.orders}</td>
                <td>{day.units}</td>
                <td>{formatDollars(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
