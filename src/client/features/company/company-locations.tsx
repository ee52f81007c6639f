import type { CompanyLocation } from '../../../shared/schemas/company';
import { EmptyState } from '../../components/empty-state';
import addressCards from '../../components/address-lines.module.css';
import button from '../../components/button.module.css';
import row from '../../components/row-action.module.css';
import { LocationDialog } from './location-dialog';
import styles from './company-page.module.css';

const countryNames = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** The locations: for a buyer those they may order for; for a company admin all of them, with Add and Edit. */
export function CompanyLocations({ locations, manage }: { locations: CompanyLocation[]; manage: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="company-locations-title">
      <h2 id="company-locations-title">{manage ? 'Locations' : 'Locations you order for'}</h2>
      {manage ? (
        <LocationDialog
          trigger={
            <button type="button" className={button.primary}>
              Add a location
            </button>
          }
        />
      ) : null}
      {locations.length === 0 ? (
        <EmptyState>{manage ? 'No locations yet. Add the sites your company orders for.' : 'Your company has no locations yet: ask a company admin to add one.'}</EmptyState>
      ) : (
        <ul className={addressCards.grid} aria-label="Locations">
          {locations.map((location) => (
            <li key={location.id} className={styles.card} aria-label={location.name}>
              <h3>{location.name}</h3>
              <p className={addressCards.lines}>{location.address}</p>
              <p>{countryNames.of(location.country) ?? location.country}</p>
              <p>Phone: {location.phone}</p>
              {location.billingAddress ? (
                <p className={addressCards.lines}>
                  <span className={styles.muted}>Billing address:</span>
                  {'\n'}
                  {location.billingAddress}
                </p>
              ) : null}
              {manage ? (
                <div className={styles.actions}>
                  <LocationDialog
                    location={location}
                    trigger={
                      <button type="button" className={row.action} aria-label={`Edit ${location.name}`}>
                        Edit
                      </button>
                    }
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
