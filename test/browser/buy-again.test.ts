import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import type { ContextUser } from '../../src/server/services';
import { createCompanyFixture } from '../helpers/company-orders';
import { createProduct, createUser } from '../helpers/factories';
import { layoutProblems } from '../helpers/page-fit';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';

const shop = useBrowserApp();
const CONTACT = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

const WIDTHS = [
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

/** The button's name: "Buy again", then ": order TY-10482" hidden from sight (the computed name may hold a space between them). */
const buyAgainName = (number: string) => new RegExp(`^Buy again ?: order ${number}$`);

/**
 * An old order of a spade, a hoe and gloves, checked out by `buyer` (to `delivery`: an address, or
 * a member's company location); since then the spade's price went up and the hoe was archived.
 */
async function oldOrder(buyer: ContextUser, tag: string, delivery: { phone: string; address: string } | { locationId: string } = CONTACT) {
  const caller = callerFor(shop.db, buyer);
  const spade = await createProduct(shop.db, { name: `Border spade ${tag}`, price: 12.9, quantity: 500, minimumOrder: 1 });
  const hoe = await createProduct(shop.db, { name: `Draw hoe ${tag}`, price: 9, quantity: 500, minimumOrder: 1 });
  const gloves = await createProduct(shop.db, { name: `Work gloves ${tag}`, price: 3.9, quantity: 500, minimumOrder: 1 });
  await caller.cart.setLine({ productId: spade.id, quantity: 2 });
  await caller.cart.setLine({ productId: hoe.id, quantity: 1 });
  await caller.cart.setLine({ productId: gloves.id, quantity: 10 });
  const { orderId } = await caller.cart.checkout(delivery);
  const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  await shop.db.updateTable('products').set({ priceCents: 1350 }).where('id', '=', spade.id).execute();
  await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', hoe.id).execute();
  return { orderId, number, spade, hoe, gloves };
}

/** What the cart page says after buy again: the order named, the spade's new price and the hoe left out; the lines in the cart. */
async function expectRefilledCart(page: Parameters<typeof onPage>[0], order: Awaited<ReturnType<typeof oldOrder>>) {
  const cart = await onPage(page, 'Your cart');
  const notice = cart.getByRole('status').filter({ hasText: `Order ${order.number} is in your cart, at today's prices and rules. What changed:` });
  await notice.getByRole('region', { name: 'No longer sold (left out)' }).getByText(`${order.hoe.name} (${order.hoe.sku}) is no longer sold, so it was left out`).waitFor();
  await notice.getByRole('region', { name: 'Price' }).getByText(`${order.spade.name} (${order.spade.sku}): the price went from $12.90 to $13.50 a unit`).waitFor();
  await cart.getByText(order.gloves.name).first().waitFor();
  await cart.getByText(order.spade.name).first().waitFor();
  expect(await cart.getByText(order.hoe.name).count(), 'the hoe is named only in the notice').toBe(1);
  await expectNoSeriousA11yViolations(page);
  expect(await layoutProblems(page)).toEqual([]);
  return notice;
}

describe.each(WIDTHS)('buy again on $name', ({ viewport }) => {
  it('a customer buys an old order again from its page, by keyboard, and the cart names what changed', async () => {
    const buyer = await createUser(shop.db, { verified: true, name: `Rowan ${viewport.width}` });
    const order = await oldOrder(buyer, `BA${viewport.width}`);
    const page = await shop.newPage(buyer);
    await page.setViewportSize(viewport);

    // My Orders offers it on the order's row, and still fits.
    await page.goto('/dashboard/my-orders');
    const orders = await onPage(page, 'My Orders');
    await orders.getByRole('row').filter({ hasText: order.number }).getByRole('button', { name: buyAgainName(order.number) }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);

    await page.goto(`/dashboard/orders/${order.orderId}`);
    const detail = await onPage(page, `Order ${order.number}`);
    const buyAgain = detail.getByRole('button', { name: buyAgainName(order.number) });
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await buyAgain.focus();
    await page.keyboard.press('Enter');

    const notice = await expectRefilledCart(page, order);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it("a company admin buys a buyer's order again from the company's orders, into the admin's own cart", async () => {
    const acme = await createCompanyFixture(shop.db, `Hazel Grounds ${viewport.width}`);
    const order = await oldOrder(acme.anyBuyer, `BC${viewport.width}`, { locationId: acme.yard.id });
    const page = await shop.newPage(acme.admin);
    await page.setViewportSize(viewport);

    await page.goto('/dashboard/company');
    const company = await onPage(page, 'My Company');
    const row = company.getByRole('table', { name: "The company's orders" }).getByRole('row').filter({ hasText: order.number });
    const buyAgain = row.getByRole('button', { name: buyAgainName(order.number) });
    await buyAgain.waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    // layoutProblems sees boxes that clip; a table spilling past its section (visible overflow) it does not: the extra column must not push it out.
    const spill = await page.evaluate(() => {
      const table = document.querySelector('table[aria-label="The company\'s orders"]')!;
      return Math.round(table.getBoundingClientRect().right - table.closest('section')!.getBoundingClientRect().right);
    });
    expect(spill, 'px past its section').toBeLessThanOrEqual(0);
    await buyAgain.click();

    await expectRefilledCart(page, order);
    const admins = await shop.db.selectFrom('cartLines').select('productId').where('userId', '=', acme.admin.id).execute();
    expect(admins.map((line) => line.productId).sort()).toEqual([order.spade.id, order.gloves.id].sort());
  });
});
