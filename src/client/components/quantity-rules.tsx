import { smallestOrder, type QuantityRules } from '../../shared/rules/quantity-rules';
import styles from './quantity-rules.module.css';

/**
 * A product's quantity rules in words, each naming its number: "Sold in packs of 12", "Minimum
 * order 24" (the minimum in whole packs), "At most 120 per order". Only the rules that bind.
 *
 * @example quantityRulesInWords({ minimumOrder: 20, packSize: 12, maximumOrder: 120 }) // ['Sold in packs of 12', 'Minimum order 24', 'At most 120 per order']
 */
export function quantityRulesInWords(product: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'maximumOrder'>): string[] {
  const words: string[] = [];
  if (product.packSize > 1) words.push(`Sold in packs of ${product.packSize}`);
  const smallest = smallestOrder(product);
  if (smallest > 1) words.push(`Minimum order ${smallest}`);
  if (product.maximumOrder !== null) words.push(`At most ${product.maximumOrder} per order`);
  return words;
}

/** The product's quantity rules as a short list (nothing when it sells by the unit from 1, without a limit). */
export function QuantityRulesList({ product }: { product: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'maximumOrder'> }) {
  const words = quantityRulesInWords(product);
  if (words.length === 0) return null;
  return (
    <ul className={styles.rules} aria-label="Quantity rules">
      {words.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
