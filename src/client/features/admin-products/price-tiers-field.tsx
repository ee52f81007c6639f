import { get, useFieldArray, type FieldError } from 'react-hook-form';
import { PRICE_TIERS_MAX } from '../../../shared/rules/quantity-rules';
import type { productFormSchema } from '../../../shared/schemas/product';
import { InputField } from '../../components/input-field';
import type { useSchemaForm } from '../../lib/use-schema-form';
import row from '../../components/row-action.module.css';
import styles from './price-tiers-field.module.css';

type ProductForm = ReturnType<typeof useSchemaForm<typeof productFormSchema>>;

const numberField = { valueAsNumber: true } as const;

/**
 * The product's volume prices, up to PRICE_TIERS_MAX rows of "from N units, $ each": add and
 * remove rows; each row's quantity and price show their own message (rising quantities at
 * falling prices, the first below the base price: the schema's rule).
 */
export function PriceTiersField({ form }: { form: ProductForm }) {
  const tiers = useFieldArray({ control: form.control, name: 'priceTiers' });
  const listError = (get(form.formState.errors, 'priceTiers') as FieldError | undefined)?.message;

  return (
    <fieldset className={styles.tiers}>
      <legend>Volume prices</legend>
      <p className={styles.hint}>From a quantity on, each unit costs less; the price above applies below the first tier.</p>
      {tiers.fields.map((tier, index) => (
        <div key={tier.id} className={styles.row}>
          <InputField label={`Tier ${index + 1} from (units)`} type="number" inputMode="numeric" min={2} step={1} {...form.field(`priceTiers.${index}.minQuantity`, numberField)} />
          <InputField label={`Tier ${index + 1} price ($ per unit)`} type="number" inputMode="decimal" min={0.01} step={0.01} {...form.field(`priceTiers.${index}.price`, numberField)} />
          <button type="button" className={row.action} aria-label={`Remove tier ${index + 1}`} onClick={() => tiers.remove(index)}>
            Remove
          </button>
        </div>
      ))}
      {listError ? <p className={styles.error}>{listError}</p> : null}
      <button
        type="button"
        className={row.action}
        disabled={tiers.fields.length >= PRICE_TIERS_MAX}
        onClick={() => tiers.append({ minQuantity: Number.NaN, price: Number.NaN }, { shouldFocus: true })}
      >
        Add a price tier
      </button>
      {tiers.fields.length >= PRICE_TIERS_MAX ? <p className={styles.hint}>A product holds at most {PRICE_TIERS_MAX} price tiers.</p> : null}
    </fieldset>
  );
}
