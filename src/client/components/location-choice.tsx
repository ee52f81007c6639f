import type { ComponentProps } from 'react';
import type { CheckoutLocations } from '../../shared/schemas/company';
import { COMPANY_ON_HOLD_MESSAGE } from '../../shared/words/company-hold';
import { FormAlert } from './form-alert';
import { SelectField } from './select-field';
import lines from './address-lines.module.css';
import styles from './location-choice.module.css';

interface LocationChoiceProps {
  company: NonNullable<CheckoutLocations>;
  /** `form.field('locationId')`. */
  field: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;
  /** The location chosen now (the form's watched value). */
  locationId: string | undefined;
}

/**
 * A company member's choice of the location an order is for (issue 37), at checkout and in a
 * product's order form: the company, why it cannot order while on hold, the locations the member
 * may order for (preselected by the form when there is one), and where the chosen one ships.
 */
export function LocationChoice({ company, field, locationId }: LocationChoiceProps) {
  const chosen = company.locations.find((location) => location.id === locationId);
  return (
    <>
      <p>
        Ordering for <strong>{company.company.name}</strong>
      </p>
      {company.company.status === 'on_hold' ? <FormAlert message={COMPANY_ON_HOLD_MESSAGE} /> : null}
      {company.locations.length === 0 ? (
        <FormAlert message="No location is yours to order for yet: ask your company admin to add one or assign you to one." />
      ) : (
        <SelectField label="Location" {...field}>
          {company.locations.length > 1 ? <option value="">Choose a location</option> : null}
          {company.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      {chosen ? (
        <p className={styles.shipsTo} aria-live="polite">
          <span className={styles.label}>Ships to</span>
          <span className={lines.lines}>{`${chosen.address}\nPhone ${chosen.phone}`}</span>
        </p>
      ) : null}
    </>
  );
}

/** Whether a company member can place an order now: not on hold, and with a location to order for. */
export function canOrderFor(company: NonNullable<CheckoutLocations>): boolean {
  return company.company.status !== 'on_hold' && company.locations.length > 0;
}
