import { useRef, useState, type ReactNode } from 'react';
import { get, useFieldArray, type FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import { SHIPPING_BANDS_MAX, SHIPPING_ZONE_METHODS_MAX, type ShippingZone } from '../../../shared/schemas/shipping';
import { useCountries } from '../../components/address-fields';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import row from '../../components/row-action.module.css';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateZone, useReplaceZone } from './api/shipping';
import { BLANK_BAND, BLANK_METHOD, BLANK_ZONE, zoneFormSchema, zoneFormValues } from './shipping-form-values';
import { countryName, KIND_LABEL } from './shipping-words';
import styles from './shipping-page.module.css';

type ZoneForm = ReturnType<typeof useSchemaForm<typeof zoneFormSchema>>;

/** The first message of the form's errors at `path` or under it (a list's own, or one of its items'). */
function messageAt(form: ZoneForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as (FieldError & Record<string, unknown>) | FieldError[] | undefined;
  if (!error) return undefined;
  if (!Array.isArray(error) && typeof error.message === 'string') return error.message;
  const items = Object.values(error).filter((item): item is FieldError => typeof item === 'object' && item !== null && typeof (item as FieldError).message === 'string');
  return items[0]?.message;
}

/** The zone's countries: each chosen one with its Remove button, and a list to add another from. */
function CountriesField({ form }: { form: ZoneForm }) {
  const countries = useCountries();
  const chosen = form.watch('countries');
  const [next, setNext] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const error = messageAt(form, 'countries');

  function change(codes: string[]) {
    form.setValue('countries', codes, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  return (
    <fieldset className={styles.group}>
      <legend>Countries</legend>
      {chosen.length === 0 ? (
        <p className={styles.hint}>None yet: add each country the zone serves.</p>
      ) : (
        <ul className={styles.chips} aria-label="Countries of the zone">
          {chosen.map((code) => (
            <li key={code} className={styles.chip}>
              {countryName(code)}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => {
                  change(chosen.filter((other) => other !== code));
                  select.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <SelectField ref={select} label="Country to add" value={next} onChange={(event) => setNext(event.target.value)} error={error}>
          <option value="">Choose a country</option>
          {countries
            .filter((country) => !chosen.includes(country.code))
            .map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
        </SelectField>
        <button
          type="button"
          className={row.action}
          disabled={!next}
          onClick={() => {
            change([...chosen, next]);
            setNext('');
          }}
        >
          Add country
        </button>
      </div>
    </fieldset>
  );
}

/** A banded method's bands: from where each starts (dollars of goods, or kilograms), its price. */
function BandRows({ form, method }: { form: ZoneForm; method: number }) {
  const bands = useFieldArray({ control: form.control, name: `methods.${method}.bands` });
  const byWeight = form.watch(`methods.${method}.kind`) === 'by_weight';
  const listError = messageAt(form, `methods.${method}.bands`);
  return (
    <div className={styles.bands}>
      {bands.fields.map((band, index) => (
        <div key={band.id} className={styles.bandRow}>
          <InputField label={`Band ${index + 1} from (${byWeight ? 'kg' : '$ of goods'})`} type="number" inputMode="decimal" min={0} step={byWeight ? 0.001 : 0.01} {...form.field(`methods.${method}.bands.${index}.from`)} />
          <InputField label={`Band ${index + 1} price ($)`} type="number" inputMode="decimal" min={0} step={0.01} {...form.field(`methods.${method}.bands.${index}.price`)} />
          <button type="button" className={row.action} aria-label={`Remove band ${index + 1} of method ${method + 1}`} disabled={bands.fields.length === 1} onClick={() => bands.remove(index)}>
            Remove
          </button>
        </div>
      ))}
      {listError ? <p className={styles.error}>{listError}</p> : null}
      <button type="button" className={row.action} disabled={bands.fields.length >= SHIPPING_BANDS_MAX} onClick={() => bands.append(BLANK_BAND, { shouldFocus: true })}>
        Add a band
      </button>
    </div>
  );
}

/** One delivery method's fields, in its own group. */
function MethodFields({ form, index, onRemove }: { form: ZoneForm; index: number; onRemove: () => void }) {
  const kind = form.watch(`methods.${index}.kind`);
  return (
    <fieldset className={styles.group}>
      <legend>Method {index + 1}</legend>
      <InputField label="Method name" maxLength={60} {...form.field(`methods.${index}.name`)} />
      <SelectField label="Price rule" {...form.field(`methods.${index}.kind`)}>
        {Object.entries(KIND_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {kind === 'flat' ? (
        <InputField label="Price ($)" type="number" inputMode="decimal" min={0} step={0.01} {...form.field(`methods.${index}.price`)} />
      ) : (
        <BandRows form={form} method={index} />
      )}
      <InputField label="Free over ($ of goods, optional)" hint="Leave it empty when the method is never free." type="number" inputMode="decimal" min={0} step={0.01} {...form.field(`methods.${index}.freeOver`)} />
      <InputField label="Estimated delivery" hint="In words: 2-3 working days." maxLength={60} {...form.field(`methods.${index}.estimate`)} />
      <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Remove method ${index + 1}`} onClick={onRemove}>
        Remove method
      </button>
    </fieldset>
  );
}

/**
 * Add a shipping zone, or edit `zone`: its name, countries, optional postcode regions and its
 * delivery methods (add, change, remove; saved as one list).
 */
export function ZoneDialog({ zone, trigger }: { zone?: ShippingZone; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const create = useCreateZone();
  const replace = useReplaceZone();
  const form = useSchemaForm(zoneFormSchema, zone ? zoneFormValues(zone) : BLANK_ZONE);
  // Opening starts from the zone as the list holds it now (it may have been saved since the form was made).
  const opening = { ...form, reset: () => form.reset(zone ? zoneFormValues(zone) : BLANK_ZONE) };
  const methods = useFieldArray({ control: form.control, name: 'methods' });
  const regionsError = messageAt(form, 'regions');

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={opening}
      onSubmit={form.submit(async (input) => {
        const saved = zone ? await replace.mutateAsync({ ...input, id: zone.id }) : await create.mutateAsync(input);
        toast.success(`Saved the shipping zone ${saved.name}`);
        setOpen(false);
      })}
      trigger={trigger}
      title={zone ? `Edit ${zone.name}` : 'Add a shipping zone'}
      description="Where the zone delivers, and how each of its methods is priced. Prices in dollars, before tax."
      keepLabel="Cancel"
      submitLabel={zone ? 'Save zone' : 'Add zone'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <InputField label="Zone name" maxLength={100} {...form.field('name')} />
        <CountriesField form={form} />
        <InputField label="Regions (optional)" hint="Postcode starts within its one country, separated by commas: BT, JE. Empty: the whole country." {...form.field('regions')} error={regionsError} />
        {methods.fields.map((method, index) => (
          <MethodFields key={method.id} form={form} index={index} onRemove={() => methods.remove(index)} />
        ))}
        {methods.fields.length === 0 ? <p className={styles.hint}>No methods: checkout cannot deliver to this zone until it has one.</p> : null}
        {messageAt(form, 'methods') && methods.fields.length === 0 ? <p className={styles.error}>{messageAt(form, 'methods')}</p> : null}
        <button type="button" className={row.action} disabled={methods.fields.length >= SHIPPING_ZONE_METHODS_MAX} onClick={() => methods.append(BLANK_METHOD, { shouldFocus: true })}>
          Add a method
        </button>
      </div>
    </FormDialog>
  );
}
