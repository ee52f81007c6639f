import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

describe.each(WIDTHS)('the address book on $name', ({ viewport }) => {
  it('saves two addresses, the first from the profile, moves the default, and checkout delivers to the chosen one without retyping', async () => {
    const buyer = await createUser(shop.db, { name: 'Karim Nursery' });
    await shop.db.updateTable('users').set({ phone: '+880 1711 000111', address: '9 Seed Street\nDhaka' }).where('id', '=', buyer.id).execute();
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/addresses');

    const book = await onPage(page, 'Addresses');
    await book.getByText('No saved addresses yet.').waitFor();
    await book.getByRole('button', { name: 'Add an address' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add an address' });
    // The first address starts from the profile: its name, phone and the address's first line.
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Karim Nursery');
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('+880 1711 000111');
    expect(await dialog.getByLabel('Address line 1').inputValue()).toBe('9 Seed Street');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    // Nothing is guessed: the city and the country are asked for.
    await dialog.getByText('Choose a country from the list (a two-letter code like DE or US)').waitFor();
    await dialog.getByLabel('City').fill('Dhaka');
    await dialog.getByLabel('Country').selectOption('BD');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add address' }).click();
    const saved = book.getByRole('list', { name: 'Saved addresses' });
    await saved.getByRole('listitem').getByText('Default address').waitFor();

    await book.getByRole('button', { name: 'Add an address' }).click();
    dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Name').fill('Karim Nursery depot');
    await dialog.getByLabel('Company (optional)').fill('Karim Nursery Ltd');
    await dialog.getByLabel('Address line 1').fill('2 Depot Road');
    await dialog.getByLabel('City').fill('Gazipur');
    await dialog.getByLabel('Country').selectOption('BD');
    await dialog.getByLabel('Phone').fill('+880 1711 000222');
    await dialog.getByLabel('Make it my default address').check();
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await saved.getByRole('listitem', { name: 'Karim Nursery depot' }).getByText('Default address').waitFor();
    expect(await saved.getByRole('listitem').count()).toBe(2);
    expect(await saved.getByText('Default address').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Checkout offers both, the default chosen; the buyer picks the other and types no address.
    const spade = await createProduct(shop.db, { name: `Address spade ${viewport.width}`, price: 12.5, quantity: 50, minimumOrder: 1 });
    await callerFor(shop.db, buyer).cart.setLine({ productId: spade.id, quantity: 2 });
    await page.goto('/checkout');
    const checkout = await onPage(page, 'Checkout');
    const deliverTo = checkout.getByRole('group', { name: 'Deliver to' });
    expect(await deliverTo.getByRole('radio', { name: /2 Depot Road/ }).isChecked()).toBe(true);
    expect(await checkout.getByLabel('Address line 1').count()).toBe(0);
    await deliverTo.getByRole('radio', { name: /9 Seed Street/ }).check();
    await expectNoSeriousA11yViolations(page);
    await checkout.getByRole('button', { name: 'Place order and pay' }).click();
    await onPage(page, /^Hello, Karim Nursery/);
    const order = await shop.db.selectFrom('orders').select(['phone', 'address']).where('userId', '=', buyer.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ phone: '+880 1711 000111', address: 'Karim Nursery\n9 Seed Street\nDhaka\nBD' });
  });
});
