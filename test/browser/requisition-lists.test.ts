import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

// Issue 41's journey for requisition lists: the cart saved as a list, shared, and a colleague adds it to their cart.
describe.each(WIDTHS)('a requisition list shared within a company, on $name', ({ viewport }) => {
  it('a buyer saves their cart as a list and shares it; a colleague opens it read-only and adds it to their cart, told what changed', async () => {
    const acme = await createCompanyFixture(shop.db, `Birch Yards ${viewport.width}`);
    const spade = await createProduct(shop.db, { name: `Birch spade ${viewport.width}`, price: 12.5, quantity: 100, minimumOrder: 1 });
    const gloves = await createProduct(shop.db, { name: `Birch gloves ${viewport.width}`, price: 4, quantity: 100, minimumOrder: 1 });
    const owner = callerFor(shop.db, acme.anyBuyer);
    await owner.cart.setLine({ productId: spade.id, quantity: 3 });
    await owner.cart.setLine({ productId: gloves.id, quantity: 8 });
    const listName = `Weekly kit ${viewport.width}`;

    // The owner saves the cart as a list and lands on its page.
    const page = await shop.newPage(acme.anyBuyer);
    await page.setViewportSize(viewport);
    await page.goto('/cart');
    const cart = await onPage(page, 'Your cart');
    await cart.getByRole('button', { name: 'Save cart as list' }).click();
    const save = page.getByRole('dialog', { name: 'Save your cart as a list' });
    await save.getByLabel('List name').fill(listName);
    await expectNoSeriousA11yViolations(page);
    await save.getByRole('button', { name: 'Create list' }).click();
    let list = await onPage(page, listName);
    await list.getByRole('row').filter({ hasText: spade.name }).waitFor();
    await list.getByRole('row').filter({ hasText: gloves.name }).waitFor();

    // It shares the list with the company.
    await list.getByRole('checkbox', { name: 'Share with my company' }).check();
    await page.getByText(`${listName} is shared with your company`).waitFor();
    await list.getByText('Shared with your company.').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // Gloves are sold in packs of 6 from now on: the list says so, and the cart will round up.
    await shop.db.updateTable('products').set({ packSize: 6 }).where('id', '=', gloves.id).execute();

    // A colleague finds it among the lists shared with them and opens it read-only.
    const colleague = await shop.newPage(acme.depotBuyer);
    await colleague.setViewportSize(viewport);
    await colleague.goto('/dashboard/lists');
    const lists = await onPage(colleague, 'Lists');
    const shared = lists.getByRole('region', { name: 'Shared with you' });
    await expectNoSeriousA11yViolations(colleague);
    expect(await layoutProblems(colleague)).toEqual([]);
    await shared.getByRole('link', { name: listName }).click();
    list = await onPage(colleague, listName);
    await list.getByText('Sold in packs of 6: order 6 or 12').waitFor();
    expect(await list.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await list.getByRole('button', { name: 'Delete list' }).count()).toBe(0);
    expect(await list.getByRole('spinbutton').count()).toBe(0);
    await expectNoSeriousA11yViolations(colleague);
    expect(await layoutProblems(colleague)).toEqual([]);

    // Added to their cart: the cart shows the lines and what went in differently.
    await list.getByRole('button', { name: 'Add all to cart' }).click();
    const theirCart = await onPage(colleague, 'Your cart');
    await theirCart.getByText(`List ${listName} is in your cart, at today's prices and rules. What changed:`).waitFor();
    await theirCart.getByText(`${gloves.name} (${gloves.sku}): sold in packs of 6, so 12 went in instead of 8`).waitFor();
    await expectNoSeriousA11yViolations(colleague);
    expect(await layoutProblems(colleague)).toEqual([]);
    const lines = await shop.db.selectFrom('cartLines').select(['productId', 'quantity']).where('userId', '=', acme.depotBuyer.id).orderBy('quantity').execute();
    expect(lines).toEqual([
      { productId: spade.id, quantity: 3 },
      { productId: gloves.id, quantity: 12 },
    ]);
  });
});
