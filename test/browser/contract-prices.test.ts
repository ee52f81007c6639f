import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { payWithTestCard } from '../helpers/browser-orders';
import { downloadedText, downloadFrom } from '../helpers/browser-downloads';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';

// Issue 39, end to end: the shop admin makes a price list, imports its entries and gives it to a
// company; the company's buyer finds, sees and pays their contract prices, down to the invoice;
// a visitor sees list prices throughout.
const shop = useBrowserApp();

const csv = (lines: string[]) => ['sku,name,percentOff,price,priceTiers', ...lines].join('\r\n') + '\r\n';

/** The catalogue's card of `name` after searching for it. */
async function searchCard(page: Page, q: string, name: string) {
  await page.goto(`/products?q=${encodeURIComponent(q)}`);
  const main = await onPage(page, 'Products');
  const card = main.getByRole('article', { name, exact: true });
  await card.waitFor();
  return card;
}


describe('contract prices, from the admin to the invoice', () => {
  it('an admin creates a list, imports its entries and assigns it; the member sees and pays their prices in search, product page, cart and invoice; a visitor sees list prices', async () => {
    const admin = await createUser(shop.db, { name: 'Petra Pricer', role: 'admin' });
    const hedgerow = await createCompanyFixture(shop.db, 'Hedgerow Estates');
    const spade = await createProduct(shop.db, { name: 'Contract border spade', price: 20, quantity: 500, minimumOrder: 5 });
    const rake = await createProduct(shop.db, { name: 'Contract leaf rake', price: 30, quantity: 500, minimumOrder: 1 });
    await shop.db.updateTable('products').set({ sku: 'CT-SPADE' }).where('id', '=', spade.id).execute();
    await shop.db.updateTable('products').set({ sku: 'CT-RAKE' }).where('id', '=', rake.id).execute();

    // The admin: a list, its two entries by CSV, and the company.
    const office = await shop.newPage(admin);
    await office.setViewportSize({ width: 1366, height: 900 });
    await office.goto('/dashboard/price-lists');
    const lists = await onPage(office, 'Price lists');
    await lists.getByRole('button', { name: 'Add price list' }).click();
    const dialog = office.getByRole('dialog', { name: 'Add a price list' });
    await dialog.getByLabel('Name').fill('Hedgerow 2027');
    await dialog.getByLabel('Priority').fill('5');
    await dialog.getByRole('button', { name: 'Add list' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lists.getByRole('table', { name: 'Price lists' }).getByRole('link', { name: 'Hedgerow 2027' }).click();
    const listPage = await onPage(office, 'Hedgerow 2027');
    await listPage.getByLabel('Assign to a company').selectOption({ label: hedgerow.company.name });
    await listPage.getByRole('button', { name: 'Assign' }).click();
    await listPage.getByRole('list', { name: 'Companies of Hedgerow 2027' }).getByRole('link', { name: hedgerow.company.name }).waitFor();
    await listPage.getByRole('link', { name: 'Edit the 0 entries' }).click();
    const entries = await onPage(office, 'Hedgerow 2027: entries');
    // The spade at $15.00, $14.00 from 10; the rake 10% off.
    await entries.getByLabel('Import CSV').setInputFiles({ name: 'hedgerow.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(['CT-SPADE,,,15.00,10:14.00', 'CT-RAKE,,10,,'])) });
    await office.getByText('Imported: 2 added, 0 updated').waitFor();

    // A visitor: list prices, no contract words.
    const visitor = await shop.newPage();
    const visitorCard = await searchCard(visitor, 'Contract border spade', spade.name);
    await visitorCard.getByText('$20.00').first().waitFor();
    expect(await visitorCard.getByText(/contract price/i).count()).toBe(0);
    expect(await visitorCard.textContent()).not.toContain('Hedgerow');

    // The company's buyer: their prices in search, on the product page and in the cart.
    const buyer = await shop.newPage(hedgerow.anyBuyer);
    await buyer.setViewportSize({ width: 1366, height: 900 });
    const card = await searchCard(buyer, 'Contract border spade', spade.name);
    await card.getByText('Your contract price · Hedgerow 2027').waitFor();
    await card.getByText('$15.00').first().waitFor();
    await card.getByText('List price $20.00').waitFor();
    await expectNoSeriousA11yViolations(buyer);

    await buyer.goto(`/products/${spade.slug}`);
    const productPage = await onPage(buyer, spade.name);
    await productPage.getByText('Your contract price · Hedgerow 2027').first().waitFor();
    await productPage.getByText('List price $20.00').first().waitFor();
    const tiers = productPage.getByRole('table', { name: /Your contract volume prices/ });
    await tiers.getByText('$14.00').waitFor();
    await buyer.setViewportSize({ width: 390, height: 844 });
    expect(await layoutProblems(buyer)).toEqual([]);
    await buyer.setViewportSize({ width: 1366, height: 900 });

    const rakeCard = await searchCard(buyer, 'Contract leaf rake', rake.name);
    await rakeCard.getByText('$27.00').first().waitFor(); // 10% off $30.00
    await rakeCard.getByRole('button', { name: /^Add to cart/ }).click();
    await buyer.getByText(`Added 1 x ${rake.name} to your cart`).waitFor();
    const spadeCard = await searchCard(buyer, 'Contract border spade', spade.name);
    await spadeCard.getByRole('button', { name: /^Add to cart/ }).click();
    await buyer.getByText(`Added 5 x ${spade.name} to your cart`).waitFor();

    await buyer.goto('/cart');
    const cart = await onPage(buyer, 'Your cart');
    await cart.getByText('Contract price · Hedgerow 2027').first().waitFor();
    await cart.getByText('Total: $102.00').waitFor(); // 5 x $15.00 + $27.00
    await buyer.setViewportSize({ width: 390, height: 844 });
    expect(await layoutProblems(buyer)).toEqual([]);
    await expectNoSeriousA11yViolations(buyer);
    await buyer.setViewportSize({ width: 1366, height: 900 });

    // Checkout for a location, paid; the order and its invoice keep the list and the list price.
    await buyer.goto('/checkout');
    const checkout = await onPage(buyer, 'Checkout');
    const details = checkout.getByRole('form', { name: 'Delivery and references' });
    await details.getByLabel('Location').selectOption({ label: hedgerow.depot.name });
    await details.getByRole('button', { name: 'Place order and pay' }).click();
    await onPage(buyer, `Hello, ${hedgerow.anyBuyer.name}`);
    await payWithTestCard(buyer, '$102.00');
    const order = await shop.db.selectFrom('orders').select(['id', 'number', 'totalCents']).where('userId', '=', hedgerow.anyBuyer.id).executeTakeFirstOrThrow();
    expect(order.totalCents).toBe(10_200);
    const lines = await shop.db.selectFrom('orderLines').select(['sku', 'unitPriceCents', 'listPriceCents', 'priceListName']).where('orderId', '=', order.id).orderBy('sku').execute();
    expect(lines).toEqual([
      { sku: 'CT-RAKE', unitPriceCents: 2700, listPriceCents: 3000, priceListName: 'Hedgerow 2027' },
      { sku: 'CT-SPADE', unitPriceCents: 1500, listPriceCents: 2000, priceListName: 'Hedgerow 2027' },
    ]);

    await buyer.goto(`/dashboard/orders/${order.id}`);
    const own = await onPage(buyer, `Order ${order.number}`);
    await own.getByText(/Contract price \(Hedgerow 2027\), list price \$20\.00/).waitFor();
    const invoice = await downloadedText(await downloadFrom(buyer, /Download invoice INV-\d{6} \(PDF\)/));
    expect(invoice).toContain('Hedgerow 2027');
    expect(invoice).toContain('$20.00');
    expect(invoice).toContain('Total: $102.00');

    // The visitor's product page still says the list price, after the member's reads.
    await visitor.goto(`/products/${spade.slug}`);
    const publicPage = await onPage(visitor, spade.name);
    await publicPage.getByText('$20.00').first().waitFor();
    expect(await publicPage.getByText(/contract price|Hedgerow/i).count()).toBe(0);
  });
});
