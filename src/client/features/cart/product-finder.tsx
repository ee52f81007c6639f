import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatDollars } from '../../../shared/money';
import { smallestOrder } from '../../../shared/rules/quantity-rules';
import { CONTRACT_PRICE_LABEL } from '../../../shared/words/contract-price-label';
import type { Product } from '../../../shared/schemas/product';
import { useTRPC } from '../../lib/trpc';
import field from '../../components/form-field.module.css';
import styles from './quick-order.module.css';

/** How long typing pauses before the catalogue is asked: one request per pause. */
const FIND_DEBOUNCE_MS = 250;
const FOUND_MAX = 8;

const foundWords = (count: number) => (count === 0 ? 'No products found' : count === 1 ? '1 product found' : `${count} products found`);

/**
 * Search as you type over the catalogue's own search (`catalogue.search`: names, descriptions and
 * SKUs, typos allowed). Choosing a product hands it to `onChoose` with its smallest order. Each
 * shows the price the buyer pays, "· Your contract price" when their price list gives it (issue 39).
 */
export function ProductFinder({ onChoose }: { onChoose: (product: Product, quantity: number) => void }) {
  const trpc = useTRPC();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim()), FIND_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery(trpc.catalogue.search.queryOptions({ q: words, limit: FOUND_MAX, inStock: 'true' }, { enabled: words.length > 0 }));

  return (
    <div className={`${styles.finder} ${field.field}`}>
      <label htmlFor={inputId} className={field.label}>
        Find a product
      </label>
      <input id={inputId} type="search" value={typed} maxLength={100} autoComplete="off" placeholder="Name or SKU" onChange={(event) => setTyped(event.target.value)} />
      <p role="status" className={styles.found}>
        {!words ? '' : found.isPending ? 'Searching…' : found.isError ? "We couldn't search the products. Try again." : foundWords(found.data.items.length)}
      </p>
      {found.data && found.data.items.length > 0 && words && (
        <ul className={styles.foundList} aria-label="Products found">
          {found.data.items.map((product) => (
            <li key={product._id}>
              <button type="button" onClick={() => onChoose(product, smallestOrder(product))}>
                Add {product.sku} <span>{product.name}</span> <span className={styles.muted}>
                  {formatDollars(product.price)}
                  {product.priceList && ` · ${CONTRACT_PRICE_LABEL}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
