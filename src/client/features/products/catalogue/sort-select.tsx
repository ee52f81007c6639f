import { choose, effectiveSort, SORT_LABELS, type CatalogueView } from './catalogue-view';
import styles from './catalogue.module.css';

/** "Sort by": beside the results' heading from 721px, in the Filters sheet on a phone. */
export function SortSelect({ view, onChange, className = '' }: { view: CatalogueView; onChange: (view: CatalogueView) => void; className?: string }) {
  return (
    <label className={`${styles.sort} ${className}`}>
      Sort by
      <select name="sort" value={effectiveSort(view)} onChange={(event) => onChange(choose(view, { sort: event.target.value as CatalogueView['sort'] }))}>
        {Object.entries(SORT_LABELS)
          .filter(([value]) => value !== 'relevance' || view.q)
          .map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
      </select>
    </label>
  );
}
