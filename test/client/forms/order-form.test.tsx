// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderForm } from '../../../src/client/features/orders/order-form';
import type { Product } from '../../../src/shared/schemas/product';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from './server-error';

afterEach(cleanup);

const buyer = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'salma@garden.com', name: 'Salma Akter', role: 'user' as const };
const rake: Product = {
  _id: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  sku: 'TY-000001',
  name: 'Leaf rake',
  image: '/images/products/leaf-rake.svg',
  images: ['/images/products/leaf-rake.svg'],
  categoryId: null,
  status: 'active',
  description: 'Wide and light.',
  minimumOrder: 5,
  quantity: 100,
  price: 19.99,
  date: '2025-03-01T10:00:00.000Z',
};

/** The order form for the rake, signed in as the buyer; `createOrder` answers orders.create. */
async function renderOrderForm(createOrder: (input: unknown) => unknown) {
  const sent: unknown[] = [];
  renderWithApp(<OrderForm product={rake} />, {
    api: {
      'auth.me': () => ({ user: buyer }),
      'orders.create': (input) => {
        sent.push(input);
        return createOrder(input);
      },
    },
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Salma Akter'));
  return { sent, user: userEvent.setup() };
}

/** The message an input's aria-describedby points at, besides its hint. */
function messageOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

describe('the order form', () => {
  it('checks the quantity as it is typed and the rest on submit, focusing the first invalid field', async () => {
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }));
    const quantity = screen.getByLabelText('Quantity (units)');

    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(messageOf(quantity)).toBe('Minimum order quantity 5');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please fill out this field')).toBeNull();

    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Total price').textContent).toBe('$199.90');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(messageOf(phone)).toBe('Please fill out this field');
    expect(messageOf(screen.getByLabelText('Address'))).toBe('Please fill out this field');
    expect(sent).toEqual([]);

    // After a submit, fields are checked as they change.
    await user.type(phone, '01700 000000');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it("puts the server's field message on the field it names, with the focus", async () => {
    const { user } = await renderOrderForm(() => {
      throw serverError('Maximum order quantity 3', 400, { 'OrderInformation.orderQuantity': ['Maximum order quantity 3'] });
    });
    await user.type(screen.getByLabelText('Phone'), '01700 000000');
    await user.type(screen.getByLabelText('Address'), 'Mirpur, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const quantity = screen.getByLabelText('Quantity (units)');
    await waitFor(() => expect(messageOf(quantity)).toBe('Maximum order quantity 3'));
    expect(document.activeElement).toBe(quantity);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("sends the spec's payload, disables Place Order meanwhile, and shows a refusal that names no field", async () => {
    let refuse: (error: Error) => void = () => {};
    const { sent, user } = await renderOrderForm(() => new Promise((_resolve, reject) => (refuse = reject)));
    const quantity = screen.getByLabelText('Quantity (units)');
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.type(screen.getByLabelText('Phone'), '+880 1711 111111');
    await user.type(screen.getByLabelText('Address'), '4 Orchard Road, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const button = await screen.findByRole('button', { name: 'Placing order…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 8, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' } }]);

    refuse(serverError('Only 3 units are left in stock', 409));
    expect((await screen.findByRole('alert')).textContent).toBe('Only 3 units are left in stock');
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false);
  });

  it('says the product is sold out instead of offering the form', () => {
    renderWithApp(<OrderForm product={{ ...rake, quantity: 4 }} />, { api: { 'auth.me': () => ({ user: buyer }) } });
    return waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sorry, this product is out of stock'));
  });
});
