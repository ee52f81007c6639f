import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { quantityRefusal } from '../../shared/rules/quantity-refusal';
import { largestOrder, smallestOrder, type QuantityRules } from '../../shared/rules/quantity-rules';
import styles from './quantity-field.module.css';

/** The number a field's text reads: NaN for nothing (or not a number). */
const unitsOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface QuantityFieldProps {
  /** What is ordered, for the field's own name: "Quantity of Hand Trowel". */
  productName: string;
  rules: QuantityRules;
  /** The quantity in force: a cart line's, or what a form holds (NaN for nothing typed yet). */
  value: number;
  onChange: (quantity: number) => void;
  /**
   * `commit` (a cart line, where each change is saved): onChange hears only quantities the rules
   * accept, on Enter, on leaving the field, on a step or on a choice; a refused one stays in the
   * field with why, and the line keeps its quantity. `live` (a form, which refuses on submit what
   * the rules refuse): every typed number goes to onChange as it is typed.
   */
  mode?: 'commit' | 'live';
  /** The label on screen (a form); a table's cell has its column's header instead. */
  showLabel?: boolean;
  hint?: string;
  /** A message from elsewhere (the server's), shown while the typed quantity has none of its own. */
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The form field's name, when the field belongs to a form (the order form's `orderQuantity`). */
  name?: string;
  onBlur?: () => void;
}

/**
 * Every quantity a buyer types (cart lines, the purchase page's order form): − and + move by the
 * pack between the smallest and the largest order the rules allow now; a typed quantity the rules
 * refuse is never changed into another: it stays as typed, with the rule's message ("Sold in
 * packs of 12: order 24 or 36") and a button for each of the nearest quantities that can be
 * ordered. Escape puts back the quantity in force.
 */
export function QuantityField({ productName, rules, value, onChange, mode = 'commit', showLabel = false, hint, error, disabled = false, inputRef, name, onBlur }: QuantityFieldProps) {
  const id = useId();
  // What is typed, until it is committed (or, live, until a step or a choice replaces it).
  const [draft, setDraft] = useState<string | null>(null);
  const low = smallestOrder(rules);
  const high = largestOrder(rules);
  const pack = rules.packSize;
  const units = draft === null ? value : unitsOf(draft);
  // A cart line off the rules (the stock fell) says so in its changes; the field speaks of what is typed.
  const refusal = mode === 'live' || draft !== null ? quantityRefusal(rules, units) : null;
  const message = refusal?.message ?? error;

  // The next whole packs either side, inside the limits (a quantity off the rules steps back onto them).
  const current = Number.isFinite(units) ? units : low - pack;
  const up = Math.max(low, Math.floor(current / pack) * pack + pack);
  const down = Math.min(high, Math.ceil(current / pack) * pack - pack);

  const choose = (quantity: number) => {
    setDraft(null);
    if (quantity !== value) onChange(quantity);
  };
  const type = (text: string) => {
    setDraft(text);
    if (mode === 'live') onChange(unitsOf(text));
  };
  const commit = () => {
    if (mode === 'live' || draft === null) return;
    // Nothing typed asks for nothing: the line keeps its quantity.
    if (draft.trim() === '' || units === value) setDraft(null);
    else if (refusal === null) choose(units);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && mode === 'commit') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null && mode === 'commit') {
      event.preventDefault();
      setDraft(null);
    }
  };

  const hintId = `${id}-hint`;
  const messageId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined;
  const label = `Quantity of ${productName}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button type="button" aria-label={`${pack} fewer of ${productName}`} disabled={disabled || !(down >= low)} onClick={() => choose(down)}>
          −
        </button>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="number"
          inputMode="numeric"
          min={low}
          max={high}
          step={pack}
          value={draft ?? (Number.isFinite(value) ? String(value) : '')}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" aria-label={`${pack} more of ${productName}`} disabled={disabled || up > high} onClick={() => choose(up)}>
          +
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Always in the page, so a screen reader hears the message when it appears. */}
      <div aria-live="polite" className={styles.refusal}>
        {message && (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        )}
        {refusal && refusal.choices.length > 0 && (
          <div className={styles.choices}>
            {refusal.choices.map((choice) => (
              <button key={choice} type="button" aria-label={`Order ${choice} of ${productName}`} disabled={disabled} onClick={() => choose(choice)}>
                Order {choice}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
