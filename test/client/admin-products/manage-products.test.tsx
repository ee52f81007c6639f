// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { validateAdminProductSearch } from '../../../src/client/app/search/admin-product-search';
import type { AdminProductFilters } from '../../../src/client/features/admin-products/admin-product-filters';
import { ManageProductsPage } from '../../../src/client/features/admin-products/manage-products-page';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';
import { product, spades, tree } from './fixtures';

afterEach(cleanup);

function renderPage(api: FakeApi, filters: AdminProductFilters = {}) {
  const changes: AdminProductFilters[] = [];
  const asked: unknown[] = [];
  renderWithApp(<ManageProductsPage filters={filters} onFiltersChange={(next) => changes.push(next)} />, {
    api: {
      'categories.tree': () => tree,
      ...api,
      'adminProducts.list': (input) => (asked.push(input), api['adminProducts.list']!(input)),
    },
  });
  return { changes, asked, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('manage products', () => {
  it('asks for the filters it is given, shows drafts and archived with their SKU and category, and pages by cursor', async () => {
    const draft = product({ name: 'Border spade', status: 'draft', categoryId: spades.id });
    const archived = product({ name: 'Old rake', status: 'archived' });
    const later = product({ name: 'Fork' });
    const { asked, user } = renderPage(
      { 'adminProducts.list': (input) => ((input as { cursor?: string }).cursor ? { items: [later], nextCursor: null } : { items: [draft, archived], nextCursor: 'c-1' }) },
      { q: 'spade', status: 'draft', category: spades.id, sort: 'name' },
    );

    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText(draft.sku);
    expect(asked[0]).toMatchObject({ q: 'spade', status: 'draft', category: spades.id, sort: 'name' });
    const [first, second] = rowsOf(table);
    expect(within(first!).getByText(draft.sku)).toBeTruthy();
    expect(within(first!).getByText('draft')).toBeTruthy();
    expect(within(first!).getByText('Digging › Spades')).toBeTruthy();
    expect(within(second!).getByText('archived')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    expect(asked[0]).toMatchObject({ limit: 50 });

    const pager = screen.getByRole('navigation', { name: 'Products pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Fork')).toBeTruthy();
    expect(within(table).queryByText('Old rake')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ cursor: 'c-1', q: 'spade' });
    await waitFor(() => expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true));
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(table).findByText('Old rake')).toBeTruthy();
  });

  it('reports each choice for the URL: the search once typing pauses, status, category and a header sort', async () => {
    const { changes, user } = renderPage({ 'adminProducts.list': () => ({ items: [product({ price: 5 })], nextCursor: null }) }, { status: 'active' });
    await screen.findByRole('table', { name: 'Products' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hori');
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes).toEqual([{ status: 'active', q: 'hori' }]));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    expect(changes.at(-1)).toEqual({ status: 'archived' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Digging › Spades');
    expect(changes.at(-1)).toEqual({ status: 'active', category: spades.id });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Any category');
    expect(changes.at(-1)).toEqual({ status: 'active' });

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(changes.at(-1)).toEqual({ status: 'active', sort: 'price_asc' });

    const form = screen.getByRole('form', { name: 'Find products' });
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(changes.at(-1)).toEqual({});
  });

  it('selects rows by keyboard, counts them, and sets their status after a confirmation', async () => {
    const items = [product({ name: 'Spade' }), product({ name: 'Rake' }), product({ name: 'Hoe' })];
    const calls: unknown[] = [];
    const { user } = renderPage({
      'adminProducts.list': () => ({ items, nextCursor: null }),
      'products.bulkSetStatus': (input) => (calls.push(input), { matchedCount: 2, modifiedCount: 2 }),
    });
    await screen.findByRole('checkbox', { name: 'Select Spade' });
    expect(screen.getByText('None selected')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set status' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('checkbox', { name: 'Select Spade' }).focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: 'Select Rake' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the status' });
    expect(within(dialog).getByText('2 products become archived.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ ids: [items[0]!._id, items[1]!._id], status: 'archived' }]);
    expect(await screen.findByText('None selected')).toBeTruthy();
  });

  it('selects the whole page at once and moves it to a category, showing a refusal in the dialog', async () => {
    const items = [product({ name: 'Spade' }), product({ name: 'Rake' })];
    const calls: unknown[] = [];
    let refuse = true;
    const { user } = renderPage({
      'adminProducts.list': () => ({ items, nextCursor: null }),
      'products.bulkMove': (input) => {
        calls.push(input);
        if (refuse) throw new Error('Choose a category from the list');
        return { matchedCount: 2, modifiedCount: 2 };
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move to category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to a category' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Digging › Spades');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Choose a category from the list');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({ ids: items.map((item) => item._id), categoryId: spades.id });
  });

  it('has loading, error, empty and no-match states; no match offers to clear the filters', async () => {
    renderPage({ 'adminProducts.list': never });
    expect(await screen.findByRole('status', { name: 'Loading the products' })).toBeTruthy();
    cleanup();
    renderPage({
      'adminProducts.list': () => {
        throw new Error('Admins only');
      },
    });
    expect(await screen.findByText("We couldn't load the products.")).toBeTruthy();
    cleanup();
    renderPage({ 'adminProducts.list': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
    cleanup();
    const { changes, user } = renderPage({ 'adminProducts.list': () => ({ items: [], nextCursor: null }) }, { q: 'zzz', sort: 'name' });
    expect(await screen.findByText(/No products match these filters/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(changes).toEqual([{}]);
  });
});

describe('the page’s URL search params', () => {
  it('keeps the choices that parse, as text, and drops the rest', () => {
    expect(validateAdminProductSearch({ q: ' spade ', status: 'draft', category: spades.id, sort: 'price_desc', extra: 1 })).toEqual({
      q: 'spade',
      status: 'draft',
      category: spades.id,
      sort: 'price_desc',
    });
    expect(validateAdminProductSearch({ q: 42, status: 'deleted', category: 'spades', sort: 'cheapest' })).toEqual({ q: '42' });
    expect(validateAdminProductSearch({ q: 'x'.repeat(101) })).toEqual({});
  });
});
