import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

// Issue 41's bulk entry: 200 lines pasted with three mistakes, each seen by its line, fixed and added; the long cart paged and filtered.
describe.each(WIDTHS)('bulk entry of 200 lines, on $name', ({ viewport }) => {
  it('pastes 200 lines, sees the three mistakes by line, fixes them, and finds its way round the 200-line cart', async () => {
    const prefix = `BE${viewport.width}`;
    const sku = (n: number) => `${prefix}-${String(n).padStart(4, '0')}`;
    await shop.db
      .insertInto('products')
      .values(Array.from({ length: 200 }, (_, i) => ({ name: `Bulk tool ${viewport.width}-${i + 1}`, sku: sku(i + 1), images: ['/images/products/spade.jpg'], description: 'Bulk', priceCents: 250, quantity: 50, minimumOrder: 1 })))
      .execute();
    const buyer = await createUser(shop.db, { name: `Bulk buyer ${viewport.width}` });
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/quick-order');

    const mistakes: Record<number, string> = { 17: `${prefix}-NOPE 2`, 88: sku(88), 150: `${sku(150)}, 0` };
    const text = Array.from({ length: 200 }, (_, i) => mistakes[i + 1] ?? `${sku(i + 1)}\t${(i % 3) + 1}`).join('\n');
    const quickOrder = await onPage(page, 'Quick order');
    const box = quickOrder.getByLabel('Lines');
    await box.fill(`SKU\tQuantity\n${text}`);
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    const results = quickOrder.getByRole('region', { name: 'Results' });
    await results.getByText('197 of 200 lines added: the others stay in the box to correct.').waitFor();
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      `Line 1: ${prefix}-NOPE 2 No product has SKU ${prefix}-NOPE`,
      `Line 2: ${sku(88)} Write the SKU, then the quantity`,
      `Line 3: ${sku(150)}, 0 Enter at least 1 unit`,
    ]);
    expect(await box.inputValue()).toBe(`${prefix}-NOPE 2\n${sku(88)}\n${sku(150)}, 0\n`);
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    await box.fill(`${sku(17)} 2\n${sku(88)} 1\n${sku(150)}, 3\n`);
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    await results.getByText('3 of 3 lines added.').waitFor();
    expect(await box.inputValue()).toBe('');
    await results.getByRole('link', { name: 'View cart' }).click();

    // The cart: 50 lines a page, a filter, the total and Checkout always there.
    const cart = await onPage(page, 'Your cart');
    const pages = cart.getByRole('navigation', { name: 'Cart lines pages' });
    await pages.getByText('Lines 1–50 of 200').waitFor();
    const lines = cart.getByRole('table', { name: 'Lines in your cart' });
    expect(await lines.getByRole('row').count()).toBe(51);
    // Sticky: with the page scrolled to its top, the total and Checkout sit in sight at the screen's foot.
    const checkout = cart.getByRole('link', { name: 'Checkout' });
    await checkout.waitFor();
    const checkoutBox = (await checkout.boundingBox())!;
    expect(checkoutBox.y + checkoutBox.height).toBeLessThanOrEqual(viewport.height);
    expect(await cart.getByText('Total:').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('Lines 51–100 of 200').waitFor();

    await cart.getByLabel('Find a line').fill(sku(150));
    await cart.getByText('1 of 200 lines match').waitFor();
    expect(await lines.getByRole('row').count()).toBe(2);
    expect(await lines.getByRole('spinbutton', { name: `Quantity of Bulk tool ${viewport.width}-150` }).inputValue()).toBe('3');
    await expect.poll(() => cart.getByRole('link', { name: 'Checkout' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
});
