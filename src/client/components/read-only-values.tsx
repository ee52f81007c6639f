import styles from './read-only-values.module.css';

/**
 * Values the person sees but cannot change here (the buyer's name and e-mail on the order form),
 * as text under their labels rather than read-only inputs, which sit in the tab order and look
 * editable.
 */
export function ReadOnlyValues({ values }: { values: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <dl className={styles.values}>
      {values.map(([label, value]) => (
        <div key={label} className={styles.value}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
