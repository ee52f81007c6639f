import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { expectFocusOn, expectFocusTrapped, press, tabTo, typeInto } from '../helpers/keyboard';
import { onCard, onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';
import { findPaymentThatPaid } from '../../src/server/features/5-payments/payments/paid-amounts';

// Every journey here uses the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and typing.
// page.goto stands for the address bar; nothing is clicked.
const shop = useBrowserApp();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs in on the sign-in card, once it is on screen (the page before may have e-mail fields too). */
async function signIn(page: Page, email: string, password: string) {
  const card = await onCard(page, 'Sign In');
  await typeInto(page, card.getByLabel('Email'), email);
  await typeInto(page, card.getByLabel('Password'), password);
  await press(page, card.getByRole('button', { name: 'Sign In' }));
}

/** A signed-in customer with unpaid orders of 4 x $12.50 for each named product. */
async function customerWithOrders(name: string, products: string[]) {
  const buyer = await createUser(shop.db, { name });
  const caller = callerFor(shop.db, buyer);
  const orders = [];
  for (const productName of products) {
    const product = await createProduct(shop.db, { name: productName, price: 12.5, quantity: 100, minimumOrder: 1 });
    const { insertedId } = await caller.orders.create({
      OrderInformation: { productID: product.id, orderQuantity: 4, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' },
    });
    orders.push({ product, orderId: insertedId });
  }
  return { page: await shop.newPage(buyer), orders };
}

async function payWith(page: Page, number: string) {
  const main = page.getByRole('main');
  await typeInto(page, main.getByLabel('Card number'), number);
  await typeInto(page, main.getByLabel('Expiry (MM/YY)'), `12/${(new Date().getUTCFullYear() + 3) % 100}`);
  await typeInto(page, main.getByLabel('CVC'), '123');
  await press(page, main.getByRole('button', { name: 'Pay $50.00' }));
}

describe('keyboard only', () => {
  it('signs up after fixing the validation errors, signs out and signs in again', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await press(page, nav(page).getByRole('link', { name: 'Sign In' }));
    await press(page, (await onCard(page, 'Sign In')).getByRole('link', { name: 'Create new account' }));
    const signUp = await onCard(page, 'Sign Up');

    await press(page, signUp.getByRole('button', { name: 'Sign Up' }));
    for (const message of ['Name is required', 'Email is required', 'Password is required']) await signUp.getByText(message).waitFor();
    await typeInto(page, signUp.getByLabel('Name'), 'A name far longer than twenty');
    await typeInto(page, signUp.getByLabel('Email'), 'not-an-email');
    await typeInto(page, signUp.getByLabel('Password'), 'short');
    for (const message of ["Name can't be more than 20 char", 'Enter a valid email', 'Password must be at least 8 characters']) {
      await signUp.getByText(message).waitFor();
    }

    // Back up through the form with Shift+Tab to correct it.
    await tabTo(page, signUp.getByLabel('Name'), { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Juniper');
    await typeInto(page, signUp.getByLabel('Email'), 'juniper@garden.com');
    await typeInto(page, signUp.getByLabel('Password'), 'evergreen-shrub');
    await press(page, signUp.getByRole('button', { name: 'Sign Up' }));
    await onPage(page, 'Rule the outdoors');

    await press(page, nav(page).getByRole('button', { name: 'Sign Out' }));
    await press(page, nav(page).getByRole('link', { name: 'Sign In' }));
    await signIn(page, 'juniper@garden.com', 'evergreen-shrub');
    await nav(page).getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
  });

  it('places an order from the home page, through sign-in, within the limits', async () => {
    await createUser(shop.db, { name: 'Salma Akter', email: 'salma@garden.com', password: 'salma-secret' });
    await createProduct(shop.db, { name: 'Leaf rake', price: 12.5, quantity: 100, minimumOrder: 5 });
    const page = await shop.newPage();
    await page.goto('/');
    await press(page, (await onPage(page, 'Rule the outdoors')).getByRole('link', { name: /^Place Order\W+Leaf rake$/ }));
    // The home page, with its own e-mail fields (contact, newsletter), stays until the sign-in card arrives.
    await signIn(page, 'salma@garden.com', 'salma-secret');
    const purchase = await onPage(page, 'Order Leaf rake');

    const quantity = purchase.getByLabel('Quantity of Leaf rake');
    await typeInto(page, quantity, '3');
    await purchase.getByText('Minimum order quantity 5').waitFor();
    await typeInto(page, quantity, '101');
    await purchase.getByText('Maximum order quantity 100').waitFor();
    await typeInto(page, quantity, '8');
    await purchase.getByLabel('Total price').filter({ hasText: '$100.00' }).waitFor();
    await typeInto(page, purchase.getByLabel('Phone', { exact: true }), '+880 1711 111111');
    await typeInto(page, purchase.getByLabel('Address', { exact: true }), '4 Orchard Road, Dhaka');
    await press(page, purchase.getByRole('button', { name: 'Place Order' }));

    await page.getByText('Order placed successfully').waitFor();
    const row = (await onPage(page, 'My Orders')).getByRole('row', { name: /Leaf rake/ });
    expect(await row.textContent()).toContain('$100.00');
  });

  it('pays: a declined card and 3-D Secure escaped (each failure focused), then completed, a second order with 4242, and My Orders shows both transaction ids', async () => {
    const { page, orders } = await customerWithOrders('Karim', ['Border spade', 'Hand trowel']);
    await page.goto('/dashboard/my-orders');
    await press(page, (await onPage(page, 'My Orders')).getByRole('link', { name: 'Pay for the Border spade order' }));
    await onPage(page, 'Hello, Karim');

    await payWith(page, '4000 0000 0000 0002');
    const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await declined.waitFor();
    await expectFocusOn(page, declined);

    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const unauthenticated = page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' });
    await unauthenticated.waitFor();
    await expectFocusOn(page, unauthenticated);

    await payWith(page, '4000 0025 0000 3155');
    await press(page, dialog.getByRole('button', { name: 'Complete authentication' }));
    const success = page.getByRole('heading', { level: 1, name: 'Paid' });
    await success.waitFor();
    await expectFocusOn(page, success);

    await page.goto('/dashboard/my-orders');
    await press(page, page.getByRole('link', { name: 'Pay for the Hand trowel order' }));
    await payWith(page, '4242 4242 4242 4242');
    await success.waitFor();

    await page.goto('/dashboard/my-orders');
    for (const { product, orderId } of orders) {
      const transactionId = (await findPaymentThatPaid(shop.db, orderId))?.transactionId;
      await page.getByRole('row', { name: new RegExp(product.name) }).getByText(`Transaction id: ${transactionId}`).waitFor();
    }
  });

  it('cancels one of two unpaid orders through the dialog, which traps the focus and closes on Escape', async () => {
    const { page, orders } = await customerWithOrders('Nadia', ['Hand trowel', 'Digging fork']);
    const [trowel] = orders;
    await page.goto('/dashboard/my-orders');
    const cancel = page.getByRole('button', { name: 'Cancel the Hand trowel order' });
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });

    await press(page, cancel);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, cancel);

    await page.keyboard.press('Enter');
    await press(page, dialog.getByRole('button', { name: 'Yes, cancel the order' }), 'Space');
    await page.getByText('Cancelled the Product Successfully').waitFor();
    await cancel.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Digging fork/ }).waitFor();

    await page.goto(`/purchase/${trowel!.product.id}`);
    await page.getByRole('article', { name: 'Hand trowel' }).getByText('100 units').waitFor();
  });
});
