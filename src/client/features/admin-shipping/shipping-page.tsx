import { useQuery } from '@tanstack/react-query';
import type { ShippingZone } from '../../../shared/schemas/shipping';
import { TAX_CLASS_LABEL, type TaxRate } from '../../../shared/schemas/tax';
import button from '../../components/button.module.css';
import table from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import row from '../../components/row-action.module.css';
import { useTRPC } from '../../lib/trpc';
import { DeleteTaxRateDialog, DeleteZoneDialog } from './delete-dialogs';
import { countryName, priceRule, taxRateName } from './shipping-words';
import { TaxRateDialog } from './tax-rate-dialog';
import { ZoneDialog } from './zone-dialog';
import styles from './shipping-page.module.css';

function ZoneCard({ zone }: { zone: ShippingZone }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{zone.name}</h3>
      <p>
        <span className={styles.label}>Countries: </span>
        {zone.countries.map(countryName).join(', ')}
      </p>
      {zone.regions.length > 0 ? (
        <p>
          <span className={styles.label}>Regions: </span>
          {zone.regions.join(', ')}
        </p>
      ) : null}
      {zone.methods.length === 0 ? (
        <p className={styles.hint}>No delivery methods yet.</p>
      ) : (
        <ul className={styles.methods} aria-label={`Delivery methods of ${zone.name}`}>
          {zone.methods.map((method) => (
            <li key={method.id}>
              <span className={styles.label}>{method.name}</span>: {priceRule(method)}. <span className={styles.muted}>{method.estimate}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ZoneDialog
          zone={zone}
          trigger={
            <button type="button" className={row.action} aria-label={`Edit ${zone.name}`}>
              Edit
            </button>
          }
        />
        <DeleteZoneDialog zone={zone} />
      </div>
    </li>
  );
}

function TaxRatesTable({ rates }: { rates: TaxRate[] }) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Tax rates</caption>
      <thead>
        <tr>
          <th scope="col">Country</th>
          <th scope="col">Region</th>
          <th scope="col">Tax class</th>
          <th scope="col" className={table.number}>
            Rate
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.id}>
            <th scope="row" data-label="Country">
              {countryName(rate.country)}
            </th>
            <td data-label="Region">{rate.region ?? 'Whole country'}</td>
            <td data-label="Tax class">{TAX_CLASS_LABEL[rate.taxClass]}</td>
            <td data-label="Rate" className={table.number}>
              {rate.ratePercent}%
            </td>
            <td data-label="Actions">
              <div className={styles.actions}>
                <TaxRateDialog
                  rate={rate}
                  trigger={
                    <button type="button" className={row.action} aria-label={`Edit the tax rate ${taxRateName(rate)}`}>
                      Edit
                    </button>
                  }
                />
                <DeleteTaxRateDialog rate={rate} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * dashboard/shipping (admins, issue 38): the shipping zones with their delivery methods, and the
 * tax rates; add, edit and delete each in a dialog.
 */
export function ShippingPage() {
  const trpc = useTRPC();
  const zones = useQuery(trpc.shippingZones.list.queryOptions());
  const rates = useQuery(trpc.taxRates.list.queryOptions());

  return (
    <section aria-labelledby="shipping-title" className={styles.page}>
      <PageHeading id="shipping-title" title="Shipping & tax" />

      <section aria-labelledby="zones-title" className={styles.section}>
        <div className={styles.heading}>
          <h2 id="zones-title">Shipping zones</h2>
          <ZoneDialog
            trigger={
              <button type="button" className={button.primary}>
                Add zone
              </button>
            }
          />
        </div>
        <p className={styles.hint}>Checkout offers the methods of the zone serving the delivery address. With no zone at all, no shipping is charged.</p>
        {zones.isPending ? (
          <Loader label="Loading the shipping zones" />
        ) : zones.isError ? (
          <ErrorNotice title="We couldn't load the shipping zones." error={zones.error} onRetry={() => void zones.refetch()} retrying={zones.isFetching} />
        ) : zones.data.length === 0 ? (
          <EmptyState>No shipping zones yet: orders are charged no shipping. Add a zone to charge for delivery.</EmptyState>
        ) : (
          <ul className={styles.cards} aria-label="Shipping zones">
            {zones.data.map((zone) => (
              <ZoneCard key={zone.id} zone={zone} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rates-title" className={styles.section}>
        <div className={styles.heading}>
          <h2 id="rates-title">Tax rates</h2>
          <TaxRateDialog
            trigger={
              <button type="button" className={button.primary}>
                Add tax rate
              </button>
            }
          />
        </div>
        <p className={styles.hint}>By country, optionally a postcode region, and the products’ tax class. With no rate for an address, no tax is charged.</p>
        {rates.isPending ? (
          <Loader label="Loading the tax rates" />
        ) : rates.isError ? (
          <ErrorNotice title="We couldn't load the tax rates." error={rates.error} onRetry={() => void rates.refetch()} retrying={rates.isFetching} />
        ) : rates.data.length === 0 ? (
          <EmptyState>No tax rates yet: orders are charged no tax.</EmptyState>
        ) : (
          <TaxRatesTable rates={rates.data} />
        )}
      </section>
    </section>
  );
}
