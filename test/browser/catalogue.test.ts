import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { onPage } from '../helpers/pages';

const shop = useBrowserApp();

const IMAGES = ['/images/products/border-spade.svg', '/images/products/digging-fork.svg', '/images/products/hand-trowel.svg'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Digging > Spades holds five sold-out "Rusty spade"s (the cheapest) and 27 "Border spade"s;
 * Pruning holds three "Pruning shears", added last, so they are the newest.
 */
beforeAll(async () => {
  const digging = await shop.db.insertInto('categories').values({ name: 'Digging', slug: 'digging', position: 0 }).returning('id').executeTakeFirstOrThrow();
  const spades = await shop.db.insertInto('categories').values({ name: 'Spades', slug: 'spades', parentId: digging.id, position: 0 }).returning('id').executeTakeFirstOrThrow();
  const pruning = await shop.db.insertInto('categories').values({ name: 'Pruning', slug: 'pruning', position: 1 }).returning('id').executeTakeFirstOrThrow();
  const product = (name: string, categoryId: string, price: number, quantity: number) => ({
    name,
    categoryId,
    images: [IMAGES[0]!],
    description: `${name}, forged steel.`,
    priceCents: price * 100,
    quantity,
    minimumOrder: 1,
  });
  await shop.db
    .insertInto('products')
    .values([
      ...Array.from({ length: 5 }, (_, i) => product(`Rusty spade ${i + 1}`, spades.id, i + 1, 0)),
      ...Array.from({ length: 27 }, (_, i) => ({ ...product(`Border spade ${two(i + 1)}`, spades.id, 10 + i, 100), ...(i === 24 && { images: IMAGES }) })),
    ])
    .execute();
  await shop.db
    .insertInto('products')
    .values(Array.from({ length: 3 }, (_, i) => product(`Pruning shears ${i + 1}`, pruning.id, 100, 50)))
    .execute();
});

/** The catalogue's parts, scoped so that a name can only be found where the shopper looks for it. */
function catalogue(page: Page) {
  const main = page.getByRole('main');
  const results = main.getByRole('region', { name: /./ }).filter({ has: page.getByRole('combobox', { name: 'Sort by' }) });
  return {
    main,
    results,
    card: (name: string) => results.getByRole('article', { name, exact: true }),
    cards: results.getByRole('article'),
    search: main.getByRole('searchbox', { name: 'Search products' }),
    categories: main.getByRole('navigation', { name: 'Categories' }),
    inStock: main.getByRole('checkbox', { name: 'In stock' }),
    sort: main.getByRole('combobox', { name: 'Sort by' }),
  };
}

describe('the catalogue', () => {
  it('a customer searches, filters, loads the next page, opens a product and comes Back to the same view', async () => {
    const page = await shop.newPage(await createUser(shop.db, { name: 'Rina' }));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await onPage(page, 'Products');
    const shelf = catalogue(page);
    await shelf.card('Pruning shears 3').waitFor();

    // Search: the shears go, the spades stay.
    await shelf.search.fill('spade');
    await shelf.card('Pruning shears 3').waitFor({ state: 'detached' });
    await shelf.results.getByRole('button', { name: 'Load more' }).waitFor();

    // A category, the cheapest first, then only what is in stock.
    await shelf.categories.getByRole('link', { name: /^Spades/ }).click();
    await shelf.results.getByRole('heading', { level: 2, name: 'Spades' }).waitFor();
    await shelf.sort.selectOption({ label: 'Price: low to high' });
    await shelf.card('Rusty spade 1').waitFor();
    await shelf.inStock.check();
    await shelf.card('Rusty spade 1').waitFor({ state: 'detached' });
    await shelf.results.getByText('Showing 24 products').waitFor();

    // The next page: the last three spades join the first 24.
    await shelf.results.getByRole('button', { name: 'Load more' }).click();
    await shelf.card('Border spade 27').waitFor();
    await shelf.results.getByText('Showing 27 products').waitFor();
    expect(await shelf.cards.count()).toBe(27);
    expect(await shelf.results.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await reviewPage(page, 'products');

    // Open a product: its gallery works with the keyboard.
    await shelf.card('Border spade 25').getByRole('link', { name: /Place Order/ }).click();
    const purchase = await onPage(page, 'Order Border spade 25');
    const gallery = purchase.getByRole('group', { name: 'Images of Border spade 25' });
    await gallery.getByRole('button', { name: 'Show image 1 of 3' }).focus();
    await page.keyboard.press('ArrowRight');
    await gallery.getByRole('button', { name: 'Show image 2 of 3', pressed: true }).waitFor();
    expect(await gallery.locator('img').first().getAttribute('src')).toBe(IMAGES[1]);
    await purchase.getByText('SKU TY-').waitFor();

    // Back: the same words, category, sort, filter and number of cards.
    await page.goBack();
    await onPage(page, 'Products');
    await shelf.card('Border spade 27').waitFor();
    await expectSameView(page);

    // A reload fetches the two pages again, one after the other.
    await page.reload();
    await onPage(page, 'Products');
    await shelf.card('Border spade 27').waitFor();
    await expectSameView(page);
  });

  it('answers each category at its own URL, and says when nothing matches, with a way to clear the filters', async () => {
    const page = await shop.newPage();
    await page.goto('/products?category=pruning');
    await onPage(page, 'Products');
    const shelf = catalogue(page);
    await shelf.results.getByRole('heading', { level: 2, name: 'Pruning' }).waitFor();
    await shelf.card('Pruning shears 1').waitFor();
    expect(await shelf.cards.count()).toBe(3);
    expect(await shelf.categories.getByRole('link', { name: /^Pruning/ }).getAttribute('aria-current')).toBe('page');

    await shelf.search.fill('wheelbarrow');
    const empty = shelf.results.getByText(/No products match “wheelbarrow” with these filters/);
    await empty.waitFor();
    await reviewPage(page, 'products-empty');
    await shelf.results.getByRole('button', { name: 'Clear the filters' }).click();
    await shelf.results.getByRole('heading', { level: 2, name: 'All products' }).waitFor();
  });
});

async function expectSameView(page: Page) {
  const shelf = catalogue(page);
  expect(await shelf.search.inputValue()).toBe('spade');
  expect(await shelf.categories.getByRole('link', { name: /^Spades/ }).getAttribute('aria-current')).toBe('page');
  expect(await shelf.sort.inputValue()).toBe('price_asc');
  expect(await shelf.inStock.isChecked()).toBe(true);
  expect(await shelf.cards.count()).toBe(27);
}
