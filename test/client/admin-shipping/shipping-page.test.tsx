// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ShippingPage } from '../../../src/client/features/admin-shipping/shipping-page';
import { priceRule, taxRateName } from '../../../src/client/features/admin-shipping/shipping-words';
import { zoneInputOf, zoneFormValues } from '../../../src/client/features/admin-shipping/shipping-form-values';
import type { ShippingZone, ShippingZoneInput } from '../../../src/shared/schemas/shipping';
import { TAX_RATE_EXISTS_MESSAGE, type TaxRate } from '../../../src/shared/schemas/tax';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';

afterEach(cleanup);

const uk: ShippingZone = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'United Kingdom',
  countries: ['GB'],
  regions: [],
  methods: [
    { id: '00000000-0000-4000-8000-000000000011', name: 'Standard', kind: 'flat', price: 9.95, bands: [], freeOver: 500, estimate: '2-3 working days' },
    { id: '00000000-0000-4000-8000-000000000012', name: 'Pallet', kind: 'by_weight', price: null, bands: [{ from: 0, price: 45 }, { from: 250.5, price: 90 }], freeOver: null, estimate: '5 working days' },
  ],
};
const gbStandard: TaxRate = { id: '00000000-0000-4000-8000-000000000021', country: 'GB', region: null, taxClass: 'standard', ratePercent: 20 };

const page = (api: FakeApi) => renderWithApp(<ShippingPage />, { api });

describe('the Shipping & tax page', () => {
  it('lists the zones with their countries and methods, and the tax rates', async () => {
    page({ 'shippingZones.list': () => [uk], 'taxRates.list': () => [gbStandard] });
    const zones = await screen.findByRole('list', { name: 'Shipping zones' });
    expect(within(zones).getByRole('heading', { name: 'United Kingdom' })).toBeTruthy();
    const methods = within(zones).getByRole('list', { name: 'Delivery methods of United Kingdom' });
    expect(within(methods).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Standard: $9.95, free over $500.00. 2-3 working days',
      'Pallet: By weight: $45.00 from 0 kg, $90.00 from 250.5 kg. 5 working days',
    ]);
    const rates = screen.getByRole('table', { name: 'Tax rates' });
    expect(within(rates).getByRole('rowheader').textContent).toBe('United Kingdom');
    expect(within(rates).getByText('20%')).toBeTruthy();
    expect(within(rates).getByRole('button', { name: 'Edit the tax rate United Kingdom, Standard, 20%' })).toBeTruthy();
  });

  it('shows loading, empty and error states for each list', async () => {
    const { unmount } = page({ 'shippingZones.list': never, 'taxRates.list': never });
    expect(await screen.findByRole('status', { name: 'Loading the shipping zones' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the tax rates' })).toBeTruthy();
    unmount();
    page({
      'shippingZones.list': () => [],
      'taxRates.list': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('No shipping zones yet: orders are charged no shipping. Add a zone to charge for delivery.')).toBeTruthy();
    expect(await screen.findByText("We couldn't load the tax rates.")).toBeTruthy();
  });

  it('adds a zone with two methods from the dialog, checked by the shared schema first', async () => {
    const sent: unknown[] = [];
    page({
      'shippingZones.list': () => [],
      'taxRates.list': () => [],
      'shippingZones.create': (input) => {
        sent.push(input);
        return { ...uk, methods: [] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a shipping zone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await within(dialog).findByText('A zone serves at least one country')).toBeTruthy();
    expect(within(dialog).getByText('Enter the price of a flat-rate method')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Zone name'), 'United Kingdom');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country to add'), 'GB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add country' }));
    expect(within(dialog).getByRole('button', { name: 'Remove United Kingdom' })).toBeTruthy();
    const first = within(dialog).getByRole('group', { name: 'Method 1' });
    await userEvent.type(within(first).getByLabelText('Method name'), 'Standard');
    await userEvent.type(within(first).getByLabelText('Price ($)'), '9.95');
    await userEvent.type(within(first).getByLabelText(/^Free over/), '500');
    await userEvent.type(within(first).getByLabelText(/^Estimated delivery/), '2-3 working days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a method' }));
    const second = within(dialog).getByRole('group', { name: 'Method 2' });
    await userEvent.type(within(second).getByLabelText('Method name'), 'Pallet');
    await userEvent.selectOptions(within(second).getByLabelText('Price rule'), 'by_value');
    await userEvent.type(within(second).getByLabelText('Band 1 price ($)'), '40');
    await userEvent.type(within(second).getByLabelText(/^Estimated delivery/), '5 working days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        name: 'United Kingdom',
        countries: ['GB'],
        regions: [],
        methods: [
          { name: 'Standard', kind: 'flat', price: 9.95, freeOver: 500, estimate: '2-3 working days' },
          { name: 'Pallet', kind: 'by_value', bands: [{ from: 0, price: 40 }], freeOver: null, estimate: '5 working days' },
        ],
      },
    ]);
  });

  it("edits a zone keeping its methods' ids, opens again with what was saved, and deletes one after a confirmation", async () => {
    const replaced: unknown[] = [];
    const deleted: unknown[] = [];
    let current = uk;
    let removed = false;
    page({
      'shippingZones.list': () => (removed ? [] : [current]),
      'taxRates.list': () => [],
      'shippingZones.replace': (input) => {
        replaced.push(input);
        current = { ...uk, name: 'Great Britain', methods: [uk.methods[0]!] };
        return current;
      },
      'shippingZones.remove': (input) => {
        deleted.push(input);
        removed = true;
        return { deletedCount: 1 };
      },
    });
    render(<Toaster />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit United Kingdom' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit United Kingdom' });
    await userEvent.clear(within(dialog).getByLabelText('Zone name'));
    await userEvent.type(within(dialog).getByLabelText('Zone name'), 'Great Britain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove method 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(replaced).toHaveLength(1));
    expect(replaced[0]).toMatchObject({ id: uk.id, name: 'Great Britain', methods: [{ id: uk.methods[0]!.id, name: 'Standard', price: 9.95, freeOver: 500 }] });
    const edit = await screen.findByRole('button', { name: 'Edit Great Britain' });
    await waitFor(() => expect(document.activeElement).toBe(edit));

    await userEvent.click(edit);
    const again = screen.getByRole('dialog', { name: 'Edit Great Britain' });
    expect((within(again).getByLabelText('Zone name') as HTMLInputElement).value).toBe('Great Britain');
    expect(within(again).queryByRole('group', { name: 'Method 2' })).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Great Britain' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this shipping zone?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(deleted).toEqual([{ id: uk.id }]));
    // The zone's card (and its dialog) leave with the refreshed list; the toast still says it.
    await screen.findByText('Deleted the shipping zone Great Britain');
    await screen.findByText('No shipping zones yet', { exact: false });
  });

  it("adds a tax rate, and shows the server's duplicate refusal on the tax class", async () => {
    page({
      'shippingZones.list': () => [],
      'taxRates.list': () => [gbStandard],
      'taxRates.create': () => {
        throw new Error(TAX_RATE_EXISTS_MESSAGE);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a tax rate' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'GB');
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(await within(dialog).findByText('A rate is at most 100%')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Rate (%)'));
    await userEvent.type(within(dialog).getByLabelText('Rate (%)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(await within(dialog).findByText(TAX_RATE_EXISTS_MESSAGE)).toBeTruthy();
  });
});

describe('the words and values of the Shipping & tax page', () => {
  it('writes price rules and tax rates', () => {
    expect(priceRule(uk.methods[0]!)).toBe('$9.95, free over $500.00');
    expect(priceRule({ kind: 'by_value', price: null, bands: [{ from: 0, price: 30 }, { from: 200, price: 10 }], freeOver: null })).toBe('By order value: $30.00 from $0.00, $10.00 from $200.00');
    expect(taxRateName({ country: 'DE', region: 'D10', taxClass: 'reduced', ratePercent: 5.5 })).toBe('Germany (D10), Reduced, 5.5%');
  });

  it("turns a zone into the dialog's values and back into the same input", () => {
    const input: ShippingZoneInput = zoneInputOf(zoneFormValues({ ...uk, regions: ['BT', 'JE'] }));
    expect(input).toEqual({
      name: 'United Kingdom',
      countries: ['GB'],
      regions: ['BT', 'JE'],
      methods: [
        { id: uk.methods[0]!.id, name: 'Standard', kind: 'flat', price: 9.95, freeOver: 500, estimate: '2-3 working days' },
        { id: uk.methods[1]!.id, name: 'Pallet', kind: 'by_weight', bands: [{ from: 0, price: 45 }, { from: 250.5, price: 90 }], freeOver: null, estimate: '5 working days' },
      ],
    });
  });
});
