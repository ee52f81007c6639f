import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createProduct, createUser } from '../helpers/factories';
import { expectFocusOn } from '../helpers/keyboard';
import { documentWidth } from '../helpers/page-review';
import { onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';
import { markPaid, placeOrder } from '../server/orders/order-helpers';

const shop = useBrowserApp();
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const numberOf = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number;

describe('order tracking in My Orders', () => {
  it('an admin ships an order with its carrier and tracking number; the customer sees the number, the tracking link and the ship date, and a cancelled order under Closed orders', async () => {
    const buyer = await createUser(shop.db, { name: 'Rumana Haque', verified: true });
    const admin = await createUser(shop.db, { role: 'admin' });
    const spade = await createProduct(shop.db, { name: 'Border spade', quantity: 100, minimumOrder: 1 });
    const rake = await createProduct(shop.db, { name: 'Leaf rake', quantity: 100, minimumOrder: 1 });
    const shipped = await placeOrder(shop.db, buyer, spade.id, 2);
    const toCancel = await placeOrder(shop.db, buyer, rake.id, 3);
    await markPaid(shop.db, shipped);
    const [shippedNumber, cancelledNumber] = [await numberOf(shipped), await numberOf(toCancel)];

    // The admin ships it from the order's own page.
    const adminPage = await shop.newPage(admin);
    await adminPage.goto(`/dashboard/orders/${shipped}`);
    await onPage(adminPage, `Order ${shippedNumber}`);
    await adminPage.getByRole('button', { name: /Ship the Border spade order/ }).click();
    const shipDialog = adminPage.getByRole('dialog');
    await shipDialog.getByLabel(/Carrier/).fill('UPS');
    await shipDialog.getByLabel(/Tracking number/).fill('1Z999AA10123456784');
    await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await adminPage.getByText('Shipped the Order Successfully').waitFor();

    const page = await shop.newPage(buyer);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/my-orders');
      const main = await onPage(page, 'My Orders');
      const row = main.getByRole('row', { name: new RegExp(shippedNumber) });
      await row.waitFor();
      const track = row.getByRole('link', { name: `1Z999AA10123456784: track order ${shippedNumber} with UPS (opens in a new tab)`, exact: true });
      expect(await track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
      expect(await row.textContent()).toContain('by UPS');
      const shipDate = await row.locator('time').filter({ hasNotText: /:/ }).first().getAttribute('datetime');
      expect(Date.parse(shipDate!)).toBeGreaterThan(Date.now() - 10 * 60_000);
      await expectNoSeriousA11yViolations(page);
      expect(await documentWidth(page), `My Orders scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
    }

    // Cancelling the other: the focus goes to the message, and the order waits under Closed orders.
    await page.setViewportSize(WIDTHS[0]!);
    const cancel = page.getByRole('button', { name: 'Cancel the Leaf rake order' });
    await cancel.click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel the order' }).click();
    const message = page.getByText(`Order ${cancelledNumber} was cancelled. You will find it under Closed orders.`);
    await message.waitFor();
    await expectFocusOn(page, message);
    await cancel.waitFor({ state: 'detached' });

    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.reload();
      const closedGroup = page.getByRole('group').filter({ has: page.getByText('Closed orders (1)') });
      await page.getByText('Closed orders (1)').click();
      const item = closedGroup.getByRole('listitem').filter({ hasText: cancelledNumber });
      await item.getByText('Cancelled by the customer', { exact: false }).waitFor();
      expect(await item.textContent()).toContain('Leaf rake');
      await expectNoSeriousA11yViolations(page);
      expect(await documentWidth(page), `Closed orders scroll sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
    }
    expect(await callerFor(shop.db, buyer).orders.closedMine()).toHaveLength(1);
  });
});
