import type { Locator, Page } from 'playwright-core';
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

/** A product sold in packs of `packSize`. */
async function productInPacks(name: string, price: number, packSize: number) {
  const product = await createProduct(shop.db, { name, price, quantity: 500, minimumOrder: packSize });
  await shop.db.updateTable('products').set({ packSize }).where('id', '=', product.id).execute();
  return product;
}

/** What the buyer's cart holds on the server: [name, quantity] a line. */
async function cartOf(buyer: Awaited<ReturnType<typeof createUser>>): Promise<Array<[string, number]>> {
  const cart = await callerFor(shop.db, buyer).cart.get();
  return cart.lines.map((line) => [line.name, line.quantity]);
}

/** The stepper's box is as wide as its buttons and field (a phone's card once stretched it), and the page fits. */
async function expectStepperFits(page: Page, field: Locator) {
  const widths = await field.evaluate((input) => {
    const box = input.parentElement!;
    const inside = [...box.children].reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
    return { box: box.getBoundingClientRect().width, inside };
  });
  // The box's own border, 1 px a side.
  expect(widths.box - widths.inside).toBeLessThanOrEqual(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

describe.each(WIDTHS)('quantities a buyer types, on $name', ({ viewport }) => {
  it('refuses a quantity between packs on the purchase page and in the cart with the pack message, changes nothing until the buyer chooses 24 or 36, and names every field for its product', async () => {
    const gloves = await productInPacks(`Nitrile gloves ${viewport.width}`, 24.5, 12);
    const spade = await createProduct(shop.db, { name: `Border spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const buyer = await createUser(shop.db, { name: 'Rahim Traders' });
    await callerFor(shop.db, buyer).cart.setLine({ productId: spade.id, quantity: 2 });
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);

    // The purchase page: 25 typed is refused in the rules' words, and Add to cart adds nothing else.
    await page.goto(`/purchase/${gloves.id}`);
    const purchase = await onPage(page, `Order ${gloves.name}`);
    const typed = purchase.getByRole('spinbutton', { name: `Quantity of ${gloves.name}` });
    await typed.fill('25');
    await purchase.getByText('Sold in packs of 12: order 24 or 36').waitFor();
    await purchase.getByRole('button', { name: /^Add to cart/ }).click();
    await page.getByText(`${gloves.name} was not added to your cart: Sold in packs of 12: order 24 or 36`).waitFor();
    expect(await cartOf(buyer)).toEqual([[spade.name, 2]]);
    expect(await typed.inputValue()).toBe('25');
    // The buyer chooses 24 themselves.
    await purchase.getByRole('button', { name: `Order 24 of ${gloves.name}` }).click();
    expect(await typed.inputValue()).toBe('24');
    await purchase.getByRole('button', { name: /^Add to cart/ }).click();
    await page.getByText(`Added 24 x ${gloves.name} to your cart`).waitFor();
    expect(await cartOf(buyer)).toEqual(expect.arrayContaining([[gloves.name, 24]]));

    // The cart: every quantity field has its own name.
    await page.goto('/cart');
    const cart = await onPage(page, 'Your cart');
    const lines = cart.getByRole('table', { name: 'Lines in your cart' });
    const quantity = lines.getByRole('spinbutton', { name: `Quantity of ${gloves.name}` });
    await quantity.waitFor();
    const names = await lines.getByRole('spinbutton').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent));
    expect(names.sort()).toEqual([`Quantity of ${gloves.name}`, `Quantity of ${spade.name}`].sort());
    await expectStepperFits(page, quantity);
    await cart.getByText('Total: $613.00').waitFor();

    // 25 typed in the cart: refused, the line and the total stay as they were, here and on the server.
    await quantity.fill('25');
    await quantity.press('Enter');
    await cart.getByText('Sold in packs of 12: order 24 or 36').waitFor();
    expect(await quantity.inputValue()).toBe('25');
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    await cart.getByText('Total: $613.00').waitFor();
    expect(await cartOf(buyer)).toEqual(expect.arrayContaining([[gloves.name, 24]]));
    await expectStepperFits(page, quantity);
    await expectNoSeriousA11yViolations(page);

    // Only the buyer's choice changes it: 36.
    await cart.getByRole('button', { name: `Order 36 of ${gloves.name}` }).click();
    await cart.getByText('Total: $907.00').waitFor();
    expect(await quantity.inputValue()).toBe('36');
    expect(await cart.getByText('Sold in packs of 12: order 24 or 36').count()).toBe(0);
    expect(await cartOf(buyer)).toEqual(expect.arrayContaining([[gloves.name, 36]]));
  });

  it('quick order: the lines added leave the box, the refused one stays with its message, and adding it corrected adds each line once', async () => {
    const wheelbarrow = await createProduct(shop.db, { name: `Wheelbarrow ${viewport.width}`, price: 259.05, quantity: 50, minimumOrder: 1 });
    const trowels = await productInPacks(`Hand trowel ${viewport.width}`, 7.5, 6);
    const buyer = await createUser(shop.db, { name: 'Mitu' });
    // A cart with a line already: quick order is still a link away.
    await callerFor(shop.db, buyer).cart.setLine({ productId: trowels.id, quantity: 6 });
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);
    await page.goto('/cart');
    const cart = await onPage(page, 'Your cart');
    await cart.getByRole('table', { name: 'Lines in your cart' }).waitFor();
    await cart.getByRole('link', { name: 'Quick order by SKU' }).click();

    const quickOrder = await onPage(page, 'Quick order');
    const box = quickOrder.getByLabel('Lines');
    await box.fill(`${wheelbarrow.sku} 2\n${trowels.sku} 13`);
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    const results = quickOrder.getByRole('region', { name: 'Results' });
    await results.getByText(/^1 of 2 lines added/).waitFor();
    expect(await box.inputValue()).toBe(`${trowels.sku} 13\n`);
    expect(await results.getByRole('listitem').allTextContents()).toEqual([`Line 1: ${trowels.sku} 13 Sold in packs of 6: order 18 or 24 (6 already in your cart)`]);

    // Corrected and added again: the wheelbarrows are not added a second time.
    await box.fill(`${trowels.sku} 12`);
    await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    await results.getByText(/^1 of 1 line added/).waitFor();
    expect(await box.inputValue()).toBe('');
    expect((await cartOf(buyer)).sort()).toEqual(
      [
        [wheelbarrow.name, 2],
        [trowels.name, 18],
      ].sort(),
    );
    await results.getByRole('link', { name: 'View cart' }).click();
    await (await onPage(page, 'Your cart')).getByText('Total: $653.10').waitFor();
  });
});
