import { useId, useState, type FormEvent } from 'react';
import { InputField } from '../../../components/input-field';
import button from '../../../components/button.module.css';
import { choose, type CatalogueView } from './catalogue-view';
import { checkPriceRange, type PriceErrors } from './price-range';
import { useHydrated } from '../../../lib/hydration-safe';
import styles from './catalogue.module.css';

const asText = (price: number | undefined) => (price === undefined ? '' : String(price));

/** The errors of the URL's own prices (a hand-edited link), shown before anything is typed. */
function urlErrors(view: CatalogueView): PriceErrors {
  const checked = checkPriceRange(asText(view.minPrice), asText(view.maxPrice));
  return 'errors' in checked ? checked.errors : {};
}

/**
 * The price range (applied with its button: a half-typed price is no filter) and "In stock"
 * (applied when ticked). Remount it with a key of the URL's prices to follow Back and Forward.
 */
export function CatalogueFilters({ view, onChange }: { view: CatalogueView; onChange: (view: CatalogueView) => void }) {
  // Inert in the server's markup until hydrated (docs/decisions/098): a submit before would go nowhere useful.
  const hydrated = useHydrated();
  // Its own: the sidebar's and the Filters sheet's forms may both be on the page.
  const titleId = useId();
  const [errors, setErrors] = useState<PriceErrors>(() => urlErrors(view));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkPriceRange(String(form.get('minPrice') ?? ''), String(form.get('maxPrice') ?? ''));
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    onChange(choose(view, checked.range));
  }

  return (
    <div className={styles.filters}>
      <form inert={!hydrated} onSubmit={apply} noValidate aria-labelledby={titleId} className={styles.price}>
        <h2 id={titleId} className={styles.sideTitle}>
          Price
        </h2>
        <div className={styles.priceFields}>
          <InputField label="Lowest ($)" name="minPrice" inputMode="decimal" defaultValue={asText(view.minPrice)} error={errors.minPrice} autoComplete="off" />
          <InputField label="Highest ($)" name="maxPrice" inputMode="decimal" defaultValue={asText(view.maxPrice)} error={errors.maxPrice} autoComplete="off" />
        </div>
        <button type="submit" className={button.primary}>
          Apply price
        </button>
      </form>
      <label className={styles.check}>
        <input type="checkbox" name="inStock" checked={view.inStock === true} onChange={(event) => onChange(choose(view, { inStock: event.target.checked ? true : undefined }))} />
        In stock
      </label>
    </div>
  );
}
