// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddProductPage } from '../../../src/client/features/admin-products/add-product-page';
import { UpdateProductDialog } from '../../../src/client/features/admin-products/update-product-dialog';
import { serverError } from '../../helpers/server-error';
import { renderWithApp } from '../../helpers/render-client';
import { product, spades, tree, uploadUrl } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e12', email: 'eve@garden.com', name: 'Eve', role: 'admin' as const };
const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

/** Answers each upload with a URL of its own, in the order they come, and remembers the files' names. */
function fakeUploads() {
  const uploaded: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { body: FormData }) => {
    uploaded.push((init.body.get('image') as File).name);
    return new Response(JSON.stringify({ success: true, data: { url: uploadUrl(uploaded.length) } }), { status: 200 });
  });
  return uploaded;
}

/** The chosen images' captions in order ("Cover" first), by their file names. */
const imageOrder = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem').map((item) => item.textContent?.replace(/(Cover|Image \d)/, '').replace(/↑↓Remove$/, ''));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Border spade');
  await user.type(screen.getByLabelText('Price ($ per unit)'), '24.99');
  await user.type(screen.getByLabelText('Quantity (units in stock)'), '200');
  await user.type(screen.getByLabelText('Minimum order (units)'), '5');
  await user.type(screen.getByLabelText('Description'), 'Narrow and strong.');
}

describe('the product form’s catalogue fields', () => {
  it('adds a product with a SKU, a category, a status, a weight and tax class and two images reordered by keyboard, the chosen cover first', async () => {
    const uploaded = fakeUploads();
    const sent: unknown[] = [];
    renderWithApp(<AddProductPage />, {
      api: {
        'auth.me': () => ({ user: admin }),
        'categories.tree': () => tree,
        'products.add': (input) => (sent.push(input), { insertedId: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b' }),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Digging › Spades' });
    expect(screen.getByText('Left empty, one is generated')).toBeTruthy();
    await fillRequired(user);
    await user.type(screen.getByLabelText('SKU'), ' sp-100 ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Digging › Spades');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.type(screen.getByLabelText('Weight (kg per unit)'), '2.5');
    await user.selectOptions(screen.getByLabelText('Tax class'), 'Reduced');
    await user.upload(screen.getByLabelText('Images'), [png('front.png'), png('side.png')]);
    expect(imageOrder()).toEqual(['front.png', 'side.png']);
    expect((screen.getByRole('button', { name: 'Move image 1 up' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Move image 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(imageOrder()).toEqual(['side.png', 'front.png']);
    expect(screen.getByText('Image 2 is now image 1, the cover.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(uploaded).toEqual(['side.png', 'front.png']);
    expect(sent[0]).toEqual({
      email: admin.email,
      productInformation: {
        name: 'Border spade',
        sku: 'SP-100',
        price: 24.99,
        quantity: 200,
        minimumOrder: 5,
        description: 'Narrow and strong.',
        categoryId: spades.id,
        status: 'draft',
        images: [uploadUrl(1), uploadUrl(2)],
        packSize: 1,
        maximumOrder: null,
        priceTiers: [],
        weight: 2.5,
        taxClass: 'reduced',
      },
    });
  });

  it('says what is wrong with a SKU and with more than eight images, and sends nothing', async () => {
    const sent: unknown[] = [];
    renderWithApp(<AddProductPage />, {
      api: { 'auth.me': () => ({ user: admin }), 'categories.tree': () => tree, 'products.add': (input) => sent.push(input) },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add Product' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('SKU'), 'SP 100');
    await user.upload(screen.getByLabelText('Images'), Array.from({ length: 9 }, (_, n) => png(`view-${n}.png`)));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Use letters, digits, dots, dashes and underscores, starting with a letter or digit')).toBeTruthy();
    expect(screen.getByText('A product holds at most 8 images')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove image 9' }));
    await waitFor(() => expect(screen.queryByText('A product holds at most 8 images')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('updates with the stored images, one removed, and shows a taken SKU under its field', async () => {
    const stored = product({ name: 'Loppers', images: [uploadUrl(7), uploadUrl(8)], image: uploadUrl(7), categoryId: spades.id });
    const sent: unknown[] = [];
    let taken = true;
    renderWithApp(<UpdateProductDialog product={stored} />, {
      api: {
        'categories.tree': () => tree,
        'products.update': (input) => {
          sent.push(input);
          if (taken) throw serverError('This SKU is taken', 409, { 'productInformation.sku': ['This SKU is taken'] });
          return { matchedCount: 1, modifiedCount: 1 };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Loppers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the product' });
    await within(dialog).findByRole('option', { name: 'Digging › Spades', selected: true });
    expect((within(dialog).getByLabelText('SKU') as HTMLInputElement).value).toBe(stored.sku);
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByText('This SKU is taken')).toBeTruthy();
    expect(sent[0]).toMatchObject({ id: stored._id, productInformation: { sku: stored.sku, images: [uploadUrl(8)], categoryId: spades.id, status: 'active' } });
    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
