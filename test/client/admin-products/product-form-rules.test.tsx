// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UpdateProductDialog } from '../../../src/client/features/admin-products/update-product-dialog';
import { renderWithApp } from '../../helpers/render-client';
import { product, tree } from './fixtures';

afterEach(cleanup);

/** Opens the update dialog of `stored` and answers the update; the inputs sent are kept. */
async function openUpdate(stored: ReturnType<typeof product>) {
  const sent: { productInformation: Record<string, unknown> }[] = [];
  renderWithApp(<UpdateProductDialog product={stored} />, {
    api: { 'categories.tree': () => tree, 'products.update': (input) => (sent.push(input as (typeof sent)[number]), { matchedCount: 1 }) },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Update ${stored.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Update the product' });
  await within(dialog).findByLabelText('Pack size (units)');
  return { sent, user, dialog };
}

const valueOf = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

describe('the product form’s quantity rules and volume prices', () => {
  it('shows the stored pack, maximum and tiers, and sends the edited ones: a tier added, one removed, an empty maximum as no limit', async () => {
    const stored = product({ name: 'Gloves', price: 12.9, quantity: 600, minimumOrder: 24, packSize: 12, maximumOrder: 240, priceTiers: [{ minQuantity: 60, price: 11.5 }, { minQuantity: 120, price: 10.9 }] });
    const { sent, user, dialog } = await openUpdate(stored);
    expect([valueOf(dialog, 'Pack size (units)'), valueOf(dialog, 'Maximum order (units)')]).toEqual(['12', '240']);
    expect([valueOf(dialog, 'Tier 1 from (units)'), valueOf(dialog, 'Tier 1 price ($ per unit)'), valueOf(dialog, 'Tier 2 from (units)')]).toEqual(['60', '11.5', '120']);

    await user.clear(within(dialog).getByLabelText('Maximum order (units)'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a price tier' }));
    await user.type(within(dialog).getByLabelText('Tier 2 from (units)'), '240');
    await user.type(within(dialog).getByLabelText('Tier 2 price ($ per unit)'), '9.99');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.productInformation).toMatchObject({ packSize: 12, maximumOrder: null, priceTiers: [{ minQuantity: 120, price: 10.9 }, { minQuantity: 240, price: 9.99 }] });
  });

  it('shows the stored weight and tax class, refuses a fourth decimal of a kilogram, and sends an emptied weight as none', async () => {
    const stored = product({ name: 'Barrow', weight: 14.25, taxClass: 'reduced' });
    const { sent, user, dialog } = await openUpdate(stored);
    expect([valueOf(dialog, 'Weight (kg per unit)'), valueOf(dialog, 'Tax class')]).toEqual(['14.25', 'reduced']);
    const weight = within(dialog).getByLabelText('Weight (kg per unit)');
    await user.clear(weight);
    await user.type(weight, '1.2345');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Use at most three decimals for the weight (grams)')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(weight);
    await user.selectOptions(within(dialog).getByLabelText('Tax class'), 'Zero');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.productInformation).toMatchObject({ weight: null, taxClass: 'zero' });
  });

  it('shows each rule’s problem under its field and sends nothing', async () => {
    const stored = product({ name: 'Rakes', price: 12.9, quantity: 100, minimumOrder: 10, priceTiers: [{ minQuantity: 10, price: 11.5 }] });
    const { sent, user, dialog } = await openUpdate(stored);
    await user.clear(within(dialog).getByLabelText('Pack size (units)'));
    await user.type(within(dialog).getByLabelText('Pack size (units)'), '12');
    await user.type(within(dialog).getByLabelText('Maximum order (units)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add a price tier' }));
    await user.type(within(dialog).getByLabelText('Tier 2 from (units)'), '50');
    await user.type(within(dialog).getByLabelText('Tier 2 price ($ per unit)'), '11.60');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    const maximum = within(dialog).getByLabelText('Maximum order (units)');
    expect(await within(dialog).findByText('The maximum order cannot be more than the quantity')).toBeTruthy();
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    const tierPrice = within(dialog).getByLabelText('Tier 2 price ($ per unit)');
    expect(tierPrice.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Each tier must cost less than the one before: 50+ at $11.60 is not below $11.50')).toBeTruthy();

    // A maximum below the smallest order: 10 rounded up to a pack of 12.
    await user.clear(maximum);
    await user.type(maximum, '11');
    expect(await within(dialog).findByText('The maximum order must be at least 12, the minimum order in whole packs')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('holds at most five tiers', async () => {
    const { user, dialog } = await openUpdate(product({ name: 'Hoes' }));
    const add = within(dialog).getByRole('button', { name: 'Add a price tier' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(within(dialog).getAllByRole('button', { name: /^Remove tier/ })).toHaveLength(5);
    expect(add.disabled).toBe(true);
    expect(within(dialog).getByText('A product holds at most 5 price tiers.')).toBeTruthy();
  });
});
