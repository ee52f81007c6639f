// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCatalogueSearch } from '../../../src/client/app/search/catalogue-search';
import { ProductsRoute } from '../../../src/client/app/routes/products';
import type { CatalogueQuery } from '../../../src/shared/schemas/catalogue';
import { renderWithApp } from '../../helpers/render-client';
import { product, tree } from './catalogue-products';

afterEach(cleanup);

/** A catalogue of `total` products answered 24 a page; every call it was asked is in `asked`. */
function catalogue(total: number) {
  const asked: CatalogueQuery[] = [];
  const all = Array.from({ length: total }, (_, index) => product(index + 1));
  const search = (input: unknown) => {
    // tRPC adds the infinite query's direction; the server's schema drops it.
    const { direction: _direction, ...query } = input as CatalogueQuery & { direction?: string };
    asked.push(query);
    const start = query.cursor ? Number(query.cursor.slice(1)) : 0;
    const end = start + (query.limit ?? 24);
    return { items: all.slice(start, end), nextCursor: end < all.length ? `c${end}` : null };
  };
  return { asked, search };
}

/** The app's /products route (its search validated as the app does) at `path`. */
function renderCatalogue(path: string, search: (input: unknown) => unknown) {
  return renderWithApp(null, {
    path,
    api: { 'catalogue.search': search, 'categories.tree': () => tree },
    routes: (root) => [createRoute({ getParentRoute: () => root, path: '/products', validateSearch: validateCatalogueSearch, component: ProductsRoute })],
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const search = (router: { state: { location: { search: unknown } } }) => router.state.location.search;

describe('the catalogue page', () => {
  it('restores every choice from the URL: the words, the category, the filters, the sort and the pages loaded', async () => {
    const { asked, search: answer } = catalogue(60);
    renderCatalogue('/products?q=tool&category=spades&minPrice=5&maxPrice=500&inStock=true&sort=price_asc&page=2', answer);

    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(asked).toEqual([
      { q: 'tool', category: 'spades', minPrice: 5, maxPrice: 500, inStock: 'true', sort: 'price_asc', limit: 24 },
      { q: 'tool', category: 'spades', minPrice: 5, maxPrice: 500, inStock: 'true', sort: 'price_asc', limit: 24, cursor: 'c24' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('tool');
    expect((screen.getByLabelText('Lowest ($)') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Highest ($)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByRole('checkbox', { name: 'In stock' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');

    const categories = screen.getByRole('navigation', { name: 'Categories' });
    const spades = within(categories).getByRole('link', { name: /^Spades/ });
    expect(spades.getAttribute('aria-current')).toBe('page');
    expect(spades.textContent).toContain('4');
    expect(within(categories).getByRole('link', { name: /^Digging/ }).getAttribute('aria-current')).toBeNull();
    expect(within(categories).getByRole('link', { name: 'All products' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Spades' })).toBeTruthy();
  });

  it('gives each category its own URL and keeps the search when choosing one', async () => {
    const { asked, search: answer } = catalogue(5);
    const { router } = renderCatalogue('/products?q=tool&page=2', answer);
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    const pruning = await within(categories).findByRole('link', { name: /^Pruning/ });
    expect(pruning.getAttribute('href')).toBe('/products?q=tool&category=pruning');

    await userEvent.setup().click(pruning);
    await waitFor(() => expect(search(router)).toEqual({ q: 'tool', category: 'pruning' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'tool', category: 'pruning', sort: 'relevance', limit: 24 }));
    expect(within(categories).getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/products?q=tool');
  });

  it('appends the next page with Load more, numbering it in the URL in place of the current entry', async () => {
    const { asked, search: answer } = catalogue(30);
    const { router } = renderCatalogue('/products', answer);
    await waitFor(() => expect(cards()).toHaveLength(24));
    const entries = router.history.length;

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(search(router)).toEqual({ page: 2 });
    expect(router.history.length).toBe(entries);
    expect(asked.at(-1)).toEqual({ sort: 'newest', limit: 24, cursor: 'c24' });
    expect(screen.getByRole('heading', { level: 3, name: 'Tool 30' })).toBeTruthy();
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches as the shopper types, with one request for the words and the URL replaced, not pushed', async () => {
    const { asked, search: answer } = catalogue(3);
    const { router } = renderCatalogue('/products', answer);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const entries = router.history.length;

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search products' }), 'spade');
    await waitFor(() => expect(search(router)).toEqual({ q: 'spade' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'spade', sort: 'relevance', limit: 24 }));
    expect(asked.filter((query) => query.q !== undefined).map((query) => query.q)).toEqual(['spade']);
    expect(router.history.length).toBe(entries);
    // Relevance is offered now that there are words to be relevant to.
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', { name: 'Relevance' })).toBeTruthy();
  });

  it('offers relevance only with a search, and a new sort is a step Back can undo', async () => {
    const { asked, search: answer } = catalogue(3);
    const { router } = renderCatalogue('/products?inStock=true', answer);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).toBeNull();

    await userEvent.setup().selectOptions(sort, 'Price: high to low');
    await waitFor(() => expect(asked.at(-1)).toEqual({ inStock: 'true', sort: 'price_desc', limit: 24 }));
    router.history.back();
    await waitFor(() => expect(search(router)).toEqual({ inStock: true }));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
  });

  it("checks the price range with the schema's messages before asking, then applies it", async () => {
    const { asked, search: answer } = catalogue(3);
    const { router } = renderCatalogue('/products', answer);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const user = userEvent.setup();
    const calls = asked.length;

    await user.type(screen.getByLabelText('Lowest ($)'), '50');
    await user.type(screen.getByLabelText('Highest ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('The highest price must not be below the lowest')).toBeTruthy();
    expect(screen.getByLabelText('Highest ($)').getAttribute('aria-invalid')).toBe('true');
    expect(search(router)).toEqual({});
    expect(asked.length).toBe(calls);

    await user.clear(screen.getByLabelText('Highest ($)'));
    await user.type(screen.getByLabelText('Highest ($)'), '80');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(search(router)).toEqual({ minPrice: 50, maxPrice: 80 }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ minPrice: 50, maxPrice: 80, sort: 'newest', limit: 24 }));
    expect(screen.queryByText('The highest price must not be below the lowest')).toBeNull();
  });

  it('says when nothing matches and clears the filters, keeping the words', async () => {
    const { search: answer } = catalogue(0);
    const { router } = renderCatalogue('/products?q=zzz&category=spades&inStock=true', answer);
    const empty = await screen.findByText(/No products match “zzz” with these filters/);

    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(search(router)).toEqual({ q: 'zzz' }));
    const cleared = await screen.findByText(/No products match “zzz”\./);
    await userEvent.setup().click(within(cleared).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(search(router)).toEqual({}));
    expect(await screen.findByText('No products yet. Please check back soon.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a readable error with Retry', async () => {
    let calls = 0;
    renderCatalogue('/products', (input) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return catalogue(2).search(input);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the products.");
    expect(alert.textContent).toContain("We couldn't reach the shop. Check your connection and try again.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
