// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddProductPage } from '../../../src/client/features/admin-products/add-product-page';
import { shortProductName } from '../../../src/client/features/admin-products/product-name';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e12', email: 'eve@garden.com', name: 'Eve', role: 'admin' as const };
const uploadedUrl = '/uploads/0123456789abcdef0123456789abcdef-640.webp';

async function renderAddProduct() {
  const sent: unknown[] = [];
  renderWithApp(<AddProductPage />, {
    api: {
      'auth.me': () => ({ user: admin }),
      'products.add': (input) => {
        sent.push(input);
        return { insertedId: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b' };
      },
      'products.list': () => [],
      'categories.tree': () => [],
    },
  });
  await screen.findByRole('button', { name: 'Add Product' });
  return { sent, user: userEvent.setup() };
}

function messageOf(label: string): string | undefined {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

/** Fills every field with a valid product (a PNG as the image) and submits. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Border Spade');
  await user.type(screen.getByLabelText('Price ($ per unit)'), '24.99');
  await user.type(screen.getByLabelText('Quantity (units in stock)'), '200');
  await user.type(screen.getByLabelText('Minimum order (units)'), '5');
  await user.type(screen.getByLabelText('Description'), 'Narrow and strong.');
  await user.upload(screen.getByLabelText('Images'), new File([new Uint8Array([0x89, 0x50])], 'spade.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
}

const labels = ['Name', 'Price ($ per unit)', 'Quantity (units in stock)', 'Minimum order (units)', 'Description'];

describe('the add-product form', () => {
  it('asks for every field with the spec’s message and sends nothing', async () => {
    const { sent, user } = await renderAddProduct();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const label of labels) await waitFor(() => expect(messageOf(label), label).toBe('Please fill out this field'));
    expect(messageOf('Images')).toBe('Add at least one image');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).toEqual([]);
  });

  it('says what is wrong with a price, a minimum order and a file', async () => {
    await renderAddProduct();
    // A file picker may be told to show any file: the form must still refuse a GIF.
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Price ($ per unit)'), '9.999');
    await user.type(screen.getByLabelText('Quantity (units in stock)'), '3');
    await user.type(screen.getByLabelText('Minimum order (units)'), '5');
    await user.upload(screen.getByLabelText('Images'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(messageOf('Price ($ per unit)')).toBe('Use at most two decimals for the price'));
    expect(messageOf('Minimum order (units)')).toBe('The minimum order cannot be more than the quantity');
    expect(messageOf('Images')).toBe('Choose a PNG, JPEG or WebP image');
  });

  it('uploads the image, then adds the product (no SKU: the server generates one) under the admin’s own e-mail and clears the form', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { url: uploadedUrl } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { sent, user } = await renderAddProduct();
    await fillAndSubmit(user);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/uploads', expect.objectContaining({ method: 'POST' }));
    expect(sent[0]).toEqual({
      email: admin.email,
      productInformation: {
        name: 'Border Spade',
        price: 24.99,
        quantity: 200,
        minimumOrder: 5,
        description: 'Narrow and strong.',
        categoryId: null,
        status: 'active',
        images: [uploadedUrl],
        // Sold by the unit, no maximum, no volume prices, no weight, standard tax: the form's defaults.
        packSize: 1,
        maximumOrder: null,
        priceTiers: [],
        weight: null,
        taxClass: 'standard',
      },
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('shows the upload’s refusal and adds nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'Images may have at most 40 megapixels' }), { status: 413 }));
    const { sent, user } = await renderAddProduct();
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Images may have at most 40 megapixels');
    expect(sent).toEqual([]);
  });
});

describe('names in the manage list', () => {
  it('are cut to 50 characters followed by ...', () => {
    expect(shortProductName('Spade')).toBe('Spade');
    expect(shortProductName('x'.repeat(50))).toBe('x'.repeat(50));
    expect(shortProductName('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });
});
