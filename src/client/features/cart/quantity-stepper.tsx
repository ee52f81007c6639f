import { useState, type KeyboardEvent } from 'react';
import { largestOrder, nearestAllowedQuantity, smallestOrder, type QuantityRules } from '../../../shared/rules/quantity-rules';
import styles from './cart.module.css';

interface QuantityStepperProps {
  /** What is counted, for the controls' names ("Quantity of Nitrile Gloves"). */
  name: string;
  rules: QuantityRules;
  value: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * A line's quantity: − and + move by the pack size between the smallest and the largest order
 * the rules allow now; a typed number lands on the nearest allowed quantity (on Enter or leaving
 * the field).
 */
export function QuantityStepper({ name, rules, value, disabled = false, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const low = smallestOrder(rules);
  const high = largestOrder(rules);
  const pack = rules.packSize;
  // The next whole packs either side, inside the limits (a line off the rules steps back onto them).
  const up = Math.max(low, Math.floor(value / pack) * pack + pack);
  const down = Math.min(high, Math.ceil(value / pack) * pack - pack);
  const change = (quantity: number) => {
    if (quantity !== value) onChange(quantity);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    const allowed = Number.isFinite(typed) && draft.trim() !== '' ? nearestAllowedQuantity(rules, typed) : null;
    if (allowed !== null) change(allowed);
  };
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" aria-label={`${pack} fewer`} disabled={disabled || down < low} onClick={() => change(down)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={low}
        max={high}
        step={pack}
        value={draft ?? value}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
      <button type="button" aria-label={`${pack} more`} disabled={disabled || up > high} onClick={() => change(up)}>
        +
      </button>
    </div>
  );
}
