import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createCompanyFixture, writeCompanyOrder } from '../helpers/company-orders';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { createRuledProduct } from '../server/cart/cart-helpers';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

// Issue 41's "My products": a buyer finds what the company buys and orders several again at once.
describe.each(WIDTHS)('Products we buy, on $name', ({ viewport }) => {
  it('lets a buyer open Products we buy, search, enter quantities for two products, add both at once and find them in the cart', async () => {
    const w = viewport.width;
    const acme = await createCompanyFixture(shop.db, `Birchwood ${w}`);
    const trowel = await createRuledProduct(shop.db, { name: `Birch trowel ${w}`, sku: `BTR-${w}`, price: 8, packSize: 6, minimumOrder: 6 });
    const rake = await createRuledProduct(shop.db, { name: `Birch rake ${w}`, sku: `BRK-${w}`, price: 15 });
    const hose = await createRuledProduct(shop.db, { name: `Cedar hose ${w}`, sku: `CHS-${w}`, price: 25 });
    await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[trowel, 12], [hose, 1]], daysAgo(30));
    await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[rake, 2]], daysAgo(20));
    await writeCompanyOrder(shop.db, acme.depotBuyer, acme.company.id, [[trowel, 18]], daysAgo(3));

    const page = await shop.newPage(acme.anyBuyer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/company');
    const company = await onPage(page, 'My Company');
    await company.getByRole('link', { name: /^Products we buy:/ }).click();
    const products = await onPage(page, 'Products we buy');
    const table = products.getByRole('table', { name: 'Products we buy' });
    await table.getByRole('link', { name: hose.name }).waitFor();
    // Last ordered first: the trowel (3 days ago, 18 units, in two orders) leads.
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual([expect.stringContaining(trowel.name), expect.stringContaining(rake.name), expect.stringContaining(hose.name)]);
    const trowelRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: trowel.name }) });
    await trowelRow.getByText('18', { exact: true }).waitFor();
    await trowelRow.getByText('2', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // The search keeps the two Birch products only.
    await products.getByRole('searchbox', { name: 'Product name or SKU' }).fill('birch');
    await products.getByRole('searchbox', { name: 'Product name or SKU' }).press('Enter');
    await table.getByRole('link', { name: hose.name }).waitFor({ state: 'detached' });
    await table.getByRole('link', { name: rake.name }).waitFor();
    expect(page.url()).toContain('q=birch');

    // A pack of 6 by the stepper, and 3 rakes typed.
    await table.getByRole('button', { name: `6 more of ${trowel.name}` }).click();
    await expect.poll(() => table.getByRole('spinbutton', { name: `Quantity of ${trowel.name}` }).inputValue()).toBe('6');
    const rakeQuantity = table.getByRole('spinbutton', { name: `Quantity of ${rake.name}` });
    await rakeQuantity.fill('3');
    await rakeQuantity.press('Enter');
    await products.getByRole('button', { name: 'Add selected to cart (2)' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    await products.getByRole('button', { name: 'Add selected to cart (2)' }).click();
    await products.getByText('2 of 2 products added to your cart').waitFor();
    await products.getByText('Your cart has 2 lines.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await products.getByRole('link', { name: 'View cart' }).click();
    const cart = await onPage(page, 'Your cart');
    await expect.poll(() => cart.getByRole('spinbutton', { name: `Quantity of ${trowel.name}` }).inputValue()).toBe('6');
    await expect.poll(() => cart.getByRole('spinbutton', { name: `Quantity of ${rake.name}` }).inputValue()).toBe('3');
    expect(await layoutProblems(page)).toEqual([]);
  });
});
