import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createOrder, createProduct, createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { onCard, onPage } from '../helpers/pages';

const shop = useBrowserApp();

async function stockOf(productId: string): Promise<number> {
  const row = await shop.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.quantity;
}

describe('ordering in quantity', () => {
  it('a customer orders within the limits, sees the order in My Orders, cancels it and the stock comes back', async () => {
    const buyer = await createUser(shop.db, { name: 'Salma Akter' });
    const spade = await createProduct(shop.db, { name: 'Border spade', price: 12.5, quantity: 100, minimumOrder: 5 });
    const page = await shop.newPage(buyer);

    await page.goto(`/purchase/${spade.id}`);
    const purchase = await onPage(page, 'Order Border spade');
    const quantity = purchase.getByLabel('Quantity of Border spade');
    expect(await quantity.inputValue()).toBe('5');
    // Name and e-mail are text, not fields.
    expect(await purchase.getByRole('form', { name: 'Place your order' }).getByRole('definition').allTextContents()).toEqual(['Salma Akter', buyer.email]);
    expect(await purchase.getByLabel('Total price').textContent()).toBe('$62.50');
    await reviewPage(page, 'purchase');

    await quantity.fill('8');
    await purchase.getByLabel('Total price').filter({ hasText: '$100.00' }).waitFor();
    await purchase.getByLabel('Phone', { exact: true }).fill('+880 1711 111111');
    await purchase.getByLabel('Address', { exact: true }).fill('4 Orchard Road, Dhaka');
    await purchase.getByRole('button', { name: 'Place Order' }).click();

    await page.getByText('Order placed successfully').waitFor();
    const row = (await onPage(page, 'My Orders')).getByRole('row', { name: /Border spade/ });
    await row.waitFor();
    const rowText = await row.textContent();
    // Units, right after the product.
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('8');
    expect(rowText).toContain('$100.00');
    expect(rowText).toContain('pending');
    expect(await row.getByRole('link', { name: 'Pay for the Border spade order' }).getAttribute('href')).toMatch(/^\/payment\/[0-9a-f-]{36}$/);
    expect(await stockOf(spade.id)).toBe(92);
    await reviewPage(page, 'my-orders');

    // The purchase page shows what is left, and the cancelled units come back to it.
    const available = page.getByRole('article', { name: 'Border spade' }).getByRole('definition').nth(1);
    await page.goBack();
    await available.filter({ hasText: '92 units' }).waitFor();
    await page.goForward();

    await row.getByRole('button', { name: 'Cancel the Border spade order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    expect(await dialog.textContent()).toContain('cannot be undone');
    await reviewPage(page, 'cancel-order-dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();

    await page.getByText('Cancelled the Product Successfully').waitFor();
    await page.getByText('No open orders').waitFor();
    expect(await stockOf(spade.id)).toBe(100);
    await page.goBack();
    await available.filter({ hasText: '100 units' }).waitFor();
  });

  it('shows the minimum and maximum messages, the required fields, and a refusal from the server', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createProduct(shop.db, { name: 'Leaf rake', price: 19.99, quantity: 100, minimumOrder: 5 });
    const page = await shop.newPage(buyer);
    await page.goto(`/purchase/${rake.id}`);
    const purchase = await onPage(page, 'Order Leaf rake');
    const quantity = purchase.getByLabel('Quantity of Leaf rake');

    await quantity.fill('3');
    await page.getByText('Minimum order quantity 5').waitFor();
    await quantity.fill('101');
    await page.getByText('Maximum order quantity 100').waitFor();
    expect(await page.getByText('Minimum order quantity 5').count()).toBe(0);

    await quantity.fill('10');
    await purchase.getByRole('button', { name: 'Place Order' }).click();
    // The form's rules load with its first check (docs/decisions/098): wait for the messages.
    await page.getByText('Please fill out this field').first().waitFor();
    expect(await page.getByText('Please fill out this field').count()).toBe(2);

    // Someone else bought almost everything since the page loaded: the server says so, the page shows it.
    await shop.db.updateTable('products').set({ quantity: 3 }).where('id', '=', rake.id).execute();
    await purchase.getByLabel('Phone', { exact: true }).fill('01700 000000');
    await purchase.getByLabel('Address', { exact: true }).fill('Mirpur, Dhaka');
    await purchase.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Sorry, this product is out of stock').first().waitFor();
    expect(await stockOf(rake.id)).toBe(3);
    expect(page.url()).toBe(`${shop.baseUrl}/purchase/${rake.id}`);
  });

  it('says so when the product does not exist', async () => {
    const page = await shop.newPage(await createUser(shop.db));
    await page.goto('/purchase/00000000-0000-4000-8000-000000000000');
    await page.getByText("We couldn't find this product. It may have been removed.").waitFor();
  });

  it('sends anonymous visitors to sign in, remembering where they were going', async () => {
    const hoe = await createProduct(shop.db);
    const page = await shop.newPage();
    await page.goto(`/purchase/${hoe.id}`);
    await onCard(page, 'Sign In');
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/purchase/${hoe.id}`);
  });
});

describe('adding a review', () => {
  it('asks for a paid order first, then takes a star rating from the keyboard and a text, lists it, and edits it on a second visit', async () => {
    const author = await createUser(shop.db, { name: 'Tanvir' });
    const page = await shop.newPage(author);
    await page.goto('/dashboard/add-review');
    await page.getByText('Only customers who have paid for an order can leave a review', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
    expect(await page.getByRole('button', { name: 'Add Review' }).count()).toBe(0);

    const shears = await createProduct(shop.db, { name: 'Hedge shears', minimumOrder: 1 });
    await createOrder(shop.db, author, shears, { paidAt: new Date() });
    await page.reload();
    await page.getByRole('heading', { name: 'Add a Review' }).waitFor();
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Choose a rating').waitFor();
    await page.getByText('Please write a review').waitFor();
    await reviewPage(page, 'add-review-with-errors');

    await page.getByRole('main').getByLabel('1 star').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const main = page.getByRole('main');
    expect(await main.getByLabel('4 stars').isChecked()).toBe(true);
    await main.getByLabel('Your review', { exact: true }).fill('The hedge shears cut like new after a season.');
    await page.getByRole('button', { name: 'Add Review' }).click();

    await page.getByText('We received your review').waitFor();
    await page.getByRole('heading', { name: 'Update your review' }).waitFor();
    expect(await main.getByLabel('Your review', { exact: true }).inputValue()).toBe('The hedge shears cut like new after a season.');
    expect(await main.getByLabel('4 stars').isChecked()).toBe(true);
    const reviews = await (await fetch(`${shop.baseUrl}/api/reviews`)).json();
    expect(reviews).toContainEqual(
      expect.objectContaining({ name: 'Tanvir', reviewInformation: { rating: 4, review: 'The hedge shears cut like new after a season.' } }),
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const card = page.locator('#reviews li').filter({ hasText: 'The hedge shears cut like new after a season.' });
    await card.getByText('Tanvir').waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();

    // A second visit edits the one review.
    await page.goto('/dashboard/add-review');
    await page.getByRole('heading', { name: 'Update your review' }).waitFor();
    await page.getByRole('main').getByLabel('Your review', { exact: true }).fill('Still sharp after two seasons.');
    await page.getByRole('button', { name: 'Update Review' }).click();
    await page.getByText('Your review is updated').waitFor();
    const rows = await shop.db.selectFrom('reviews').select('review').where('userId', '=', author.id).execute();
    expect(rows).toEqual([{ review: 'Still sharp after two seasons.' }]);
  });
});
