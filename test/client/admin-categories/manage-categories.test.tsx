// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ManageCategoriesPage } from '../../../src/client/features/admin-categories/manage-categories-page';
import { reorderPositions } from '../../../src/client/features/admin-categories/reorder-positions';
import { serverError } from '../../helpers/server-error';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';
import { digging, forks, pruning, spades, tree } from '../admin-products/fixtures';

afterEach(cleanup);

function renderPage(api: FakeApi = {}) {
  renderWithApp(<ManageCategoriesPage />, { api: { 'categories.tree': () => tree, ...api } });
  return userEvent.setup();
}

function messageOf(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

const newCategory = () => screen.getByRole('form', { name: 'New category' });

describe('manage categories', () => {
  it('shows the tree in order with each category’s count, subcategories under their parent', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const top = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(top.map((item) => item.querySelector('p')?.textContent)).toEqual(['Digging 3 products', 'Pruning 0 products']);
    const children = within(screen.getByRole('list', { name: 'Subcategories of Digging' })).getAllByRole('listitem');
    expect(children.map((item) => item.querySelector('p')?.textContent)).toEqual(['Spades 2 products', 'Forks 0 products']);
    expect((screen.getByRole('button', { name: 'Move Digging up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Forks down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the form’s errors under its fields: an empty name, then the server’s', async () => {
    const created: unknown[] = [];
    const user = renderPage({
      'categories.create': (input) => {
        created.push(input);
        if ((input as { name: string }).name === 'Spades') throw serverError('Choose another name', 409, { name: ['A category with this name already exists'] });
        return { id: '00000000-0000-4000-8000-000000009999' };
      },
    });
    await screen.findByRole('list', { name: 'Categories' });
    const name = within(newCategory()).getByLabelText('Name');
    await user.click(within(newCategory()).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(messageOf(name)).toBe('Please fill out this field'));
    expect(created).toEqual([]);

    await user.type(name, 'Spades');
    await user.selectOptions(within(newCategory()).getByLabelText('Parent'), 'Digging');
    expect(within(newCategory()).queryByRole('option', { name: /Spades/ })).toBeNull();
    await user.click(within(newCategory()).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(messageOf(name)).toBe('A category with this name already exists'));
    expect(created).toEqual([{ name: 'Spades', parentId: digging.id }]);

    await user.clear(name);
    await user.type(name, 'Hoes');
    await user.selectOptions(within(newCategory()).getByLabelText('Parent'), 'None (top level)');
    await user.click(within(newCategory()).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect(created.at(-1)).toEqual({ name: 'Hoes', parentId: null });
  });

  it('renames, and moves a category among its siblings', async () => {
    const updates: unknown[] = [];
    const user = renderPage({ 'categories.update': (input) => (updates.push(input), { ...spades, ...(input as object) }) });
    await user.click(await screen.findByRole('button', { name: 'Move Forks up' }));
    await user.click(screen.getByRole('button', { name: 'Move Digging down' }));
    await waitFor(() =>
      expect(updates).toEqual([
        { id: forks.id, position: 0 },
        { id: spades.id, position: 1 },
        { id: pruning.id, position: 0 },
        { id: digging.id, position: 1 },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Rename Spades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the category' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(messageOf(name)).toBe('Please fill out this field'));
    await user.type(name, 'Border spades');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates.at(-1)).toEqual({ id: spades.id, name: 'Border spades' });
  });

  it('deletes after a confirmation, and says clearly why a category that holds products stays', async () => {
    const removed: unknown[] = [];
    const user = renderPage({
      'categories.remove': (input) => {
        removed.push(input);
        if ((input as { id: string }).id === spades.id) throw serverError('Spades holds 2 products: move them first', 409);
        return { deletedCount: 1 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Spades' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Spades holds 2 products: move them first');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await user.click(screen.getByRole('button', { name: 'Delete Forks' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([{ id: spades.id }, { id: forks.id }]);
  });

  it('has loading, error and empty states', async () => {
    renderPage({ 'categories.tree': never });
    expect(await screen.findByRole('status', { name: 'Loading the categories' })).toBeTruthy();
    cleanup();
    renderPage({
      'categories.tree': () => {
        throw new Error('Admins only');
      },
    });
    expect(await screen.findByText("We couldn't load the categories.")).toBeTruthy();
    cleanup();
    renderPage({ 'categories.tree': () => [] });
    expect(await screen.findByText(/No categories yet/)).toBeTruthy();
  });
});

describe('reordering', () => {
  it('numbers the siblings by their new places, also when they all start at 0', () => {
    const [a, b, c] = [{ id: 'a', position: 0 }, { id: 'b', position: 0 }, { id: 'c', position: 0 }];
    expect(reorderPositions([a, b, c], 2, 1)).toEqual([{ id: 'c', position: 1 }, { id: 'b', position: 2 }]);
    expect(reorderPositions([{ id: 'a', position: 0 }, { id: 'b', position: 1 }], 0, 1)).toEqual([{ id: 'b', position: 0 }, { id: 'a', position: 1 }]);
  });
});
