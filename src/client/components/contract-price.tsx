import { formatDollars } from '../../shared/money';
import { CONTRACT_PRICE_LABEL } from '../../shared/words/contract-price-label';
import type { PricedByDto } from '../../shared/schemas/product';
import styles from './contract-price.module.css';

/**
 * The list price worth striking beside a buyer's own (issue 39): only one higher than theirs. A
 * list may price above the list price, and then the buyer just pays theirs, with nothing struck.
 *
 * @example higherListPrice(12.9, 11.61) // 12.9
 * @example higherListPrice(12.9, 12.9) // null
 * @example higherListPrice(null, 11.61) // null
 */
export function higherListPrice(listPrice: number | null, price: number): number | null {
  return listPrice !== null && Math.round(listPrice * 100) > Math.round(price * 100) ? listPrice : null;
}

/**
 * The words beside a price a list gives: "Your contract price · Acme 2027" (or "Contract price"
 * for a cart line, `label`), the list's name where there is room for it.
 *
 * @example contractWords({ id: 'x', name: 'Acme 2027' }) // 'Your contract price · Acme 2027'
 */
export function contractWords(priceList: PricedByDto, { label = CONTRACT_PRICE_LABEL, withName = true }: { label?: string; withName?: boolean } = {}): string {
  return withName ? `${label} · ${priceList.name}` : label;
}

/**
 * The list price struck through beside the buyer's, when it is higher; nothing otherwise. A
 * screen reader does not announce a strike, so it hears "List price $12.90" in words.
 */
export function StruckListPrice({ listPrice, price, className }: { listPrice: number | null; price: number; className?: string }) {
  const higher = higherListPrice(listPrice, price);
  if (higher === null) return null;
  return (
    <s className={`${styles.listPrice} ${className ?? ''}`}>
      <span className="visually-hidden">List price </span>
      {formatDollars(higher)}
    </s>
  );
}

/** The contract's words as a small tag beside or above a price (contractWords' text). */
export function ContractLabel({ priceList, label, withName = true, className }: { priceList: PricedByDto; label?: string; withName?: boolean; className?: string }) {
  return <span className={`${styles.label} ${className ?? ''}`}>{contractWords(priceList, { label, withName })}</span>;
}
