import { useId } from 'react';
import { formatDollars } from '../../../shared/money';
import type { DailySales } from '../../../shared/schemas/overview';
import { dayTicks, valueTicks } from './chart-axes';
import styles from './sales-chart.module.css';

const WIDTH = 600;
const HEIGHT = 200;
const GAP = 2;
/** Dates under the bars: about six on a wide screen, every other one of them on a phone (CSS). */
const DAY_LABELS = 6;

// Days are UTC calendar days (the server's): format them in UTC so no day shifts.
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const axisDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/**
 * Sales per day as an SVG bar chart, described for screen readers, with the same figures as a
 * table one click away. Hand-written: thirty bars need no chart library. The bars stretch to the
 * width; the axes' labels are HTML beside and under them, so they keep the page's text size
 * on a phone instead of shrinking with the drawing.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  const titleId = useId();
  const max = Math.max(...days.map((day) => day.total), 0);
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const ticks = valueTicks(max);
  const top = ticks.at(-1)!;
  const slot = WIDTH / Math.max(days.length, 1);
  const percentOf = (value: number) => (value / top) * 100;
  const labelled = dayTicks(days.length, DAY_LABELS);

  return (
    <figure className={styles.chart}>
      <figcaption id={titleId}>
        Sales per day, last {days.length} days: {formatDollars(total)} in all
        {max > 0 ? `, best day ${formatDollars(max)}` : ', no sales yet'}.
      </figcaption>
      <div className={styles.plot}>
        <ol className={styles.values} aria-hidden="true">
          {ticks.map((value) => (
            <li key={value} style={{ bottom: `${percentOf(value)}%` }}>
              {axisDollars.format(value)}
            </li>
          ))}
        </ol>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId}>
          {ticks.map((value) => {
            const y = HEIGHT - (percentOf(value) / 100) * HEIGHT;
            return <line key={value} x1={0} x2={WIDTH} y1={y} y2={y} className={value === 0 ? styles.axis : styles.grid} vectorEffect="non-scaling-stroke" />;
          })}
          {days.map((day, index) => {
            const height = (percentOf(day.total) / 100) * HEIGHT;
            return (
              <rect key={day.date} x={index * slot + GAP / 2} y={HEIGHT - height} width={slot - GAP} height={height} className={styles.bar}>
                <title>{`${dayOf(day.date)}: ${formatDollars(day.total)} (${day.orders} orders, ${day.units} units)`}</title>
              </rect>
            );
          })}
        </svg>
        <ol className={styles.days} aria-hidden="true">
          {labelled.map((index, position) => (
            <li
              key={index}
              className={(labelled.length - 1 - position) % 2 === 1 ? styles.minorDay : undefined}
              data-edge={index === 0 ? 'start' : index === days.length - 1 ? 'end' : undefined}
              style={{ left: `${((index + 0.5) / days.length) * 100}%` }}
            >
              {dayOf(days[index]!.date)}
            </li>
          ))}
        </ol>
      </div>
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
