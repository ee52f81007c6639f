import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { checkedOutOrder } from '../helpers/browser-orders';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct, createUser } from '../helpers/factories';
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

describe.each(WIDTHS)('a customer keeps a requisition list, on $name', ({ viewport }) => {
  it('adds a product to a new list from its page, changes and moves the lines, downloads the CSV, adds an order\'s lines to it and deletes the list after confirming', async () => {
    const buyer = await createUser(shop.db, { name: `Rowan ${viewport.width}` });
    const rake = await createProduct(shop.db, { name: `Rowan rake ${viewport.width}`, price: 20, quantity: 100, minimumOrder: 1 });
    const hoe = await createProduct(shop.db, { name: `Rowan hoe ${viewport.width}`, price: 9, quantity: 100, minimumOrder: 1 });
    const listName = `Spring beds ${viewport.width}`;
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);

    // No lists yet: the empty state says how to make one.
    await page.goto('/dashboard/lists');
    const lists = await onPage(page, 'Lists');
    await lists.getByText('No lists yet.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    // From the product page, with the quantity typed there, onto a new list.
    await page.goto(`/products/${rake.slug}`);
    const product = await onPage(page, rake.name);
    await product.getByRole('spinbutton', { name: /Quantity/ }).first().fill('7');
    await product.getByRole('button', { name: /^Add to list/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to a list' });
    await dialog.getByLabel('Name of the new list').fill(listName);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await page.getByText(`Added ${rake.name} to ${listName}`).waitFor();
    const [list] = await shop.db.selectFrom('requisitionLists').select('id').where('ownerId', '=', buyer.id).execute();
    await callerFor(shop.db, buyer).lists.addLine({ id: list!.id, productId: hoe.id, quantity: 2 });

    // The list's page: change a quantity, move a line up, save.
    await page.goto(`/dashboard/lists/${list!.id}`);
    let listPage = await onPage(page, listName);
    await listPage.getByRole('spinbutton', { name: `Quantity of ${rake.name}` }).fill('9');
    await listPage.getByRole('button', { name: `Move ${hoe.name} up` }).click();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await listPage.getByRole('button', { name: 'Save changes' }).click();
    await listPage.getByRole('button', { name: 'Add all to cart' }).and(page.locator(':enabled')).waitFor();
    const rows = listPage.getByRole('row');
    expect(await rows.nth(1).textContent()).toContain(hoe.name);
    expect(await rows.nth(2).textContent()).toContain(rake.name);

    // The CSV, as the link downloads it.
    const href = await listPage.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n').slice(1, 3)).toEqual([`${hoe.sku},${hoe.name},2`, `${rake.sku},${rake.name},9`]);

    // An order's lines onto the same list, chosen in the dialog.
    const order = await checkedOutOrder(shop.db, buyer, `R${viewport.width}`, [
      { name: 'Rowan twine', price: 3, quantity: 4 },
      { name: 'Rowan pegs', price: 2, quantity: 10 },
    ]);
    await page.goto(`/dashboard/orders/${order.orderId}`);
    const orderPage = await onPage(page, `Order ${order.number}`);
    await orderPage.getByRole('button', { name: /^Add to list/ }).click();
    const choose = page.getByRole('dialog', { name: 'Add to a list' });
    await choose.getByLabel('List', { exact: true }).selectOption({ label: listName });
    await expectNoSeriousA11yViolations(page);
    await choose.getByRole('button', { name: 'Add to list' }).click();
    await page.getByText(`Added the lines of order ${order.number} to ${listName}`).waitFor();
    expect(await shop.db.selectFrom('requisitionListLines').select('quantity').where('listId', '=', list!.id).orderBy('position').execute()).toEqual([
      { quantity: 2 },
      { quantity: 9 },
      { quantity: 4 },
      { quantity: 10 },
    ]);
    await page.goto(`/dashboard/lists/${list!.id}`);
    listPage = await onPage(page, listName);

    // Deleted after a confirmation: back to no lists.
    await listPage.getByRole('button', { name: 'Delete list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    const after = await onPage(page, 'Lists');
    await after.getByText('No lists yet.', { exact: false }).waitFor();
  });
});
