// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UpdateProductDialog } from '../../../src/client/features/admin-products/update-product-dialog';
import { renderWithApp } from '../../helpers/render-client';
import { product, tree } from './fixtures';

afterEach(cleanup);

describe('the update-product dialog', () => {
  it('shows the current images as previews, in the dialog itself rather than a card inside it', async () => {
    const spade = product({ name: 'Border spade' });
    spade.images = [spade.image!, '/uploads/ffffffffffffffffffffffffffffffff-640.webp'];
    renderWithApp(<UpdateProductDialog product={spade} />, { api: { 'categories.tree': () => tree } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Update Border spade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the product' });
    const chosen = await within(dialog).findByRole('list', { name: 'Chosen images' });
    const items = within(chosen).getAllByRole('listitem');
    const stem = (src: string) => src.replace(/-\d+\.webp$/, '');
    expect(items.map((item) => stem(item.querySelector('img')?.getAttribute('src') ?? ''))).toEqual(spade.images.map(stem));
    expect(within(items[0]!).getByText('Cover')).toBeTruthy();
    expect(within(chosen).getAllByText('Current image')).toHaveLength(2);

    const form = within(dialog).getByRole('form', { name: 'Border spade' });
    expect(form.className).toMatch(/bareForm/);
  });
});
